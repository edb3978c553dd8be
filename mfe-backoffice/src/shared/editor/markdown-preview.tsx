import { useMemo } from 'react';
import { marked } from 'marked';
import { RichText } from '@bestellwerk/ui';
import { cleanFormattedHtml } from './formatted-html.js';

/**
 * Markdown as the reader will see it: rendered by marked (GitHub-flavoured, line breaks kept)
 * and reduced to the HTML formatted texts may hold. Loaded on demand (see MarkdownField).
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  const html = useMemo(
    () => cleanFormattedHtml(marked.parse(markdown, { async: false, gfm: true, breaks: true })),
    [markdown],
  );
  return html === '' ? (
    <p className="bo-muted">Noch kein Text.</p>
  ) : (
    <RichText className="bo-markdown__rendered" html={html} />
  );
}
