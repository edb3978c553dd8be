import { createHash } from 'node:crypto';
import type { OrderUploadFile, ReceiptLine } from '@bestellwerk/domain';

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
.files { box-sizing: border-box; width: 80mm; margin: 4mm auto 0; padding: 4mm; background: #fff; font-family: system-ui, sans-serif; font-size: 3mm; }
.files h2 { margin: 0 0 2mm; font-size: 3.5mm; }
.files ul { margin: 0; padding: 0; list-style: none; display: grid; gap: 3mm; }
.files img { display: block; max-width: 100%; max-height: 50mm; border: 1px solid #ccc; }
.files a { color: #000; overflow-wrap: anywhere; }
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
  // The previews of the customer's files, from the API's own /upload URLs.
  "img-src 'self'",
  `style-src ${sha256(STYLE)}`,
  `script-src ${sha256(SCRIPT)}`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** The customer's files under the receipt: each image's preview and a download link. */
function filesSection(files: readonly OrderUploadFile[]): string {
  if (files.length === 0) return '';
  const items = files
    .map((file) => {
      const url = escapeHtml(file.url);
      const name = escapeHtml(file.name);
      const preview = file.previewUrl
        ? `<a href="${url}" target="_blank" rel="noopener noreferrer"><img src="${escapeHtml(file.previewUrl)}" alt="Vorschau: ${name}"></a>`
        : '';
      return `<li>${preview}<a href="${url}" download="${name}">${name} herunterladen</a></li>`;
    })
    .join('\n');
  return `<section class="files" aria-labelledby="files-title">
<h2 id="files-title">Dateien des Kunden</h2>
<ul>
${items}
</ul>
</section>
`;
}

/**
 * A standalone HTML page showing receipt lines as the 80 mm printer prints them, the
 * customer's files (preview and download link) below, and a button that opens the browser's
 * print dialog. Every text is escaped.
 */
export function renderReceiptPage(
  title: string,
  lines: readonly ReceiptLine[],
  files: readonly OrderUploadFile[] = [],
): string {
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
${filesSection(files)}<div class="actions"><button type="button" id="print">Drucken</button></div>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
