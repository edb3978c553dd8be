import {
  A4_PORTRAIT,
  labelBlocks,
  labelCells,
  labelPageCount,
  placeLabel,
  type LabelLayout,
  type LabelProduct,
} from '@bestellwerk/domain';
import { rgb, type PDFFont } from 'pdf-lib';
import { createGermanPdf } from '../../common/pdf/german-pdf.js';
import { toDrawableText } from './winansi-text.js';

/** Light cut marks around each label; text is black. */
const CUT_LINE = rgb(0.82, 0.82, 0.82);

/**
 * A PDF of price labels, A4 portrait, one label per entry of `products` in that order: the
 * layout's grid filled row by row and continued on further pages. Text is set by the domain's
 * layout (placeLabel), measured with the fonts that draw it, so it never leaves its label.
 */
export async function renderLabelsPdf(
  layout: LabelLayout,
  products: readonly LabelProduct[],
  title: string,
): Promise<Uint8Array> {
  const { pdf, regular, bold, drawable } = await createGermanPdf(title);
  const fontOf = (isBold: boolean): PDFFont => (isBold ? bold : regular);
  const measure = (text: string, size: number, isBold: boolean) =>
    fontOf(isBold).widthOfTextAtSize(toDrawableText(text, drawable), size);

  const pages = Array.from({ length: labelPageCount(layout, products.length) }, () =>
    pdf.addPage([A4_PORTRAIT.width, A4_PORTRAIT.height]),
  );
  labelCells(layout, products.length).forEach((cell, index) => {
    const page = pages[cell.page];
    page.drawRectangle({
      x: cell.x,
      y: A4_PORTRAIT.height - cell.top - cell.height,
      width: cell.width,
      height: cell.height,
      borderColor: CUT_LINE,
      borderWidth: 0.25,
    });
    const blocks = labelBlocks(layout, products[index]).map((block) => ({
      ...block,
      text: toDrawableText(block.text, drawable),
    }));
    for (const line of placeLabel(layout, cell, blocks, measure)) {
      page.drawText(line.text, {
        x: line.x,
        y: A4_PORTRAIT.height - line.baseline,
        size: line.size,
        font: fontOf(line.bold),
      });
    }
  });
  return pdf.save();
}
