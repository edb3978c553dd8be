import DOMPurify from 'dompurify';
import {
  FORMATTED_TEXT_ATTRIBUTES,
  FORMATTED_TEXT_TAGS,
  FORMATTED_TEXT_URL_SCHEMES,
} from '@bestellwerk/domain';

/** Links with one of the allowed schemes, or relative ones (no scheme before the first ':'). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${FORMATTED_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

/**
 * HTML reduced to what the API keeps of a formatted text (the domain's allow-list: tags, a
 * link's `href` with a safe scheme), so the editor's value and the preview show exactly what
 * will be stored; the API sanitises again on save.
 */
export function cleanFormattedHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...FORMATTED_TEXT_TAGS],
    ALLOWED_ATTR: [...FORMATTED_TEXT_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
