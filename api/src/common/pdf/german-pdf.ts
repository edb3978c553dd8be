import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** A new German PDF with Helvetica and Helvetica Bold, and the characters they can draw. */
export interface GermanPdf {
  pdf: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  /** Code points the standard fonts encode (WinAnsi); see toDrawableText. */
  drawable: ReadonlySet<number>;
}

/** Starts a PDF titled `title`, made by Bestellwerk, in German, with its two fonts embedded. */
export async function createGermanPdf(title: string): Promise<GermanPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Bestellwerk');
  pdf.setLanguage('de-DE');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, regular, bold, drawable: new Set(regular.getCharacterSet()) };
}
