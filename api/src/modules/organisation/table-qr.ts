import qrcode from 'qrcode-generator';

/**
 * The address a table's QR code opens: the branch's store for dine-in at that table,
 * `{publicUrl}/store/{branch}?table={table}` (the storefront reads `?table=`).
 */
export function tableLinkUrl(
  publicUrl: string,
  branchIdentifier: string,
  tableIdentifier: string,
): string {
  const table = new URLSearchParams({ table: tableIdentifier });
  return `${publicUrl.replace(/\/+$/, '')}/store/${encodeURIComponent(branchIdentifier)}?${table}`;
}

/** A QR code of `text` and its module count (the side length in dark/light squares). */
export interface QrCode {
  svg: string;
  moduleCount: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/**
 * A scalable SVG QR code of `text` (byte mode, error correction M, the smallest version that
 * holds it, a quiet zone of four modules). The encoded text is also its `<title>` and
 * `data-content`, so a screen reader and a test can read what it opens.
 */
export function qrCodeSvg(text: string): QrCode {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const moduleCount = code.getModuleCount();
  const title = escapeXml(text);
  const svg = code
    .createSvgTag({ cellSize: 1, margin: 4, scalable: true })
    .replace('<svg ', `<svg data-content="${title}" data-modules="${moduleCount}" role="img" `)
    .replace(/(<svg[^>]*>)/, `$1<title>${title}</title>`);
  return { svg, moduleCount };
}
