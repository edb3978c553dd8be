import DOMPurify from 'dompurify';
import { FORMATTED_TEXT_PURIFY_OPTIONS } from '@bestellwerk/domain';

/**
 * HTML reduced to what the API keeps of a formatted text (the domain's allow-list: tags, a
 * link's `href` with a safe scheme), so the editor's value and the preview show exactly what
 * will be stored; the API sanitises again on save.
 */
export function cleanFormattedHtml(html: string): string {
  return DOMPurify.sanitize(html, FORMATTED_TEXT_PURIFY_OPTIONS);
}
