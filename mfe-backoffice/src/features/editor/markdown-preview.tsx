import { useMemo } from 'react';
import { marked } from 'marked';
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
    // The HTML is sanitised to the allow-list above.
    <div className="bo-markdown__rendered" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
