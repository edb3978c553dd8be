export {
  RECEIPT_LINE_WIDTH,
  RECEIPT_LARGE_LINE_WIDTH,
  type ReceiptLine,
  type ReceiptLineStyle,
} from './receipt-text.js';
export * from './cp858.js';
export * from './escpos.js';
export * from './order-receipt.js';
export * from './test-page.js';
export * from './print-answer.js';
