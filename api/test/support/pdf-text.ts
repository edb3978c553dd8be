import { PDFArray, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** WinAnsi bytes that differ from Latin-1 and appear in our PDFs. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x84: '„',
  0x85: '…',
  0x93: '“',
  0x96: '–',
};

/** The text a page draws: its content streams decoded, each `<hex> Tj` read as WinAnsi. */
export function pageText(page: PDFPage): string[] {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const texts: string[] = [];
  for (const ref of streams) {
    const stream = page.doc.context.lookup(ref as never);
    if (!(stream instanceof PDFRawStream)) continue;
    const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const bytes = hex.match(/../g) ?? [];
      texts.push(
        bytes
          .map((byte) => WIN_ANSI[parseInt(byte, 16)] ?? String.fromCharCode(parseInt(byte, 16)))
          .join(''),
      );
    }
  }
  return texts;
}
