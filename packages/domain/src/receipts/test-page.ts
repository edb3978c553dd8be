import type { DateTimeString } from '../contract/common.js';
import { formatInstantDateTime } from '../format/date-format.js';
import {
  centredLines,
  paragraphLines,
  RECEIPT_LARGE_LINE_WIDTH,
  RECEIPT_LINE_WIDTH,
  receiptText,
  wrapReceiptText,
  type ReceiptLine,
  type ReceiptLineStyle,
} from './receipt-text.js';
import { RECEIPT_RULE } from './order-receipt.js';

/** The characters a test page prints so staff see the code page is right. */
export const TEST_PAGE_CHARACTERS = 'ÄÖÜ äöü ß €';

/** What a printer's test page shows. */
export interface TestPageContext {
  shopName: string;
  deviceName: string;
  /** When the test was asked for. */
  requestedAt: Date | DateTimeString;
  timeZone: string;
}

const styled = (texts: readonly string[], style: ReceiptLineStyle = 'normal'): ReceiptLine[] =>
  texts.map((text) => ({ text, style }));

/**
 * The test page of a receipt printer: shop name, `Testseite` large, the device's name, the date
 * and time of the request, and the German special characters with the euro sign.
 */
export function testPageLines(context: TestPageContext): ReceiptLine[] {
  return [
    ...styled(centredLines(context.shopName, RECEIPT_LINE_WIDTH), 'bold'),
    ...styled(centredLines('Testseite', RECEIPT_LARGE_LINE_WIDTH), 'large'),
    { text: RECEIPT_RULE, style: 'normal' },
    ...styled(wrapReceiptText(`Gerät: ${receiptText(context.deviceName)}`, RECEIPT_LINE_WIDTH)),
    ...styled([`Zeit: ${formatInstantDateTime(context.requestedAt, context.timeZone)}`]),
    ...styled([`Umlaute: ${TEST_PAGE_CHARACTERS}`]),
    { text: RECEIPT_RULE, style: 'normal' },
    ...styled(
      paragraphLines(
        'Wenn Sie die Umlaute und das Euro-Zeichen richtig lesen, ist der Bondrucker fertig eingerichtet.',
      ),
    ),
  ];
}
