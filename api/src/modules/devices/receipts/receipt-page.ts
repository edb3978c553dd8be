import { createHash } from 'node:crypto';
import type { ReceiptLine } from '@bestellwerk/domain';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * 48 columns of a monospace font fill the 72 mm a printer prints of 80 mm paper at 2.5 mm
 * (a glyph is about 0.6 em wide); large lines are twice as wide and high.
 */
const STYLE = `@page { size: 80mm auto; margin: 0; }
html { background: #eee; }
body { margin: 0; padding: 8mm 0; font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; color: #000; }
.receipt { box-sizing: border-box; width: 80mm; margin: 0 auto; padding: 4mm; background: #fff; }
.line { min-height: 1.35em; font-size: 2.5mm; line-height: 1.35; white-space: pre; overflow: hidden; }
.bold, .large { font-weight: bold; }
.large { font-size: 5mm; }
.actions { text-align: center; margin-top: 6mm; font-family: system-ui, sans-serif; }
.actions button { font: inherit; padding: 2mm 6mm; cursor: pointer; }
@media print {
  html { background: none; }
  body { padding: 0; }
  .receipt { margin: 0; padding: 0 4mm; }
  .actions { display: none; }
}`;

const SCRIPT =
  "document.getElementById('print').addEventListener('click', function () { window.print(); });";

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The page's own rules: its one style sheet and one script (by hash), nothing loaded from
 * anywhere, no forms; the backoffice (same origin) may show it in a frame.
 */
export const RECEIPT_PAGE_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * A standalone HTML page showing receipt lines as the 80 mm printer prints them, with a button
 * that opens the browser's print dialog. Every text is escaped.
 */
export function renderReceiptPage(title: string, lines: readonly ReceiptLine[]): string {
  const body = lines
    .map(({ text, style }) => {
      const classes = style === 'normal' ? 'line' : `line ${style}`;
      return `<div class="${classes}">${escapeHtml(text)}</div>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="receipt" aria-label="${escapeHtml(title)}">
${body}
</main>
<div class="actions"><button type="button" id="print">Drucken</button></div>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
