import { toSingleLine } from '../forms/contact-form-limits.js';

/** Characters per line of an 80 mm receipt printer in its normal font (Font A, 12 × 24 dots). */
export const RECEIPT_LINE_WIDTH = 48;

/** Characters per line in double width: half as many. */
export const RECEIPT_LARGE_LINE_WIDTH = RECEIPT_LINE_WIDTH / 2;

/**
 * How a receipt line is printed: plain, bold, or large (double width and height, bold). A large
 * line holds {@link RECEIPT_LARGE_LINE_WIDTH} characters.
 */
export type ReceiptLineStyle = 'normal' | 'bold' | 'large';

/**
 * One printed line, already laid out: padded for centring, never longer than its style's width,
 * without trailing spaces or control characters. Printers and the HTML view print it as it is.
 */
export interface ReceiptLine {
  text: string;
  style: ReceiptLineStyle;
}

/** How many columns a text takes on the printer: one per code point. */
export function receiptWidth(text: string): number {
  return [...text].length;
}

/**
 * One line of customer or staff input made fit for a receipt: composed characters (NFC, so `ü`
 * is one column), no-break spaces as spaces, every run of control characters (line breaks,
 * tabs, ESC) one space, trimmed. No printer command can hide in it.
 */
export function receiptText(value: string): string {
  return toSingleLine(value.normalize('NFC').replace(/\u00a0/g, ' '));
}

/** Splits a word that is wider than a line into line-wide pieces. */
function splitLongWord(word: string, width: number): string[] {
  const chars = [...word];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += width)
    pieces.push(chars.slice(start, start + width).join(''));
  return pieces;
}

/**
 * Wraps one line of text at word boundaries into lines of at most `width` columns; the first
 * line may be narrower (`firstWidth`, for a price next to it); a word that only fits a full line
 * then leaves the first line empty. Words wider than a line are cut. Empty text gives no lines.
 */
export function wrapReceiptText(text: string, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  let line = '';
  const limit = () => (lines.length === 0 ? firstWidth : width);
  for (const word of receiptText(text).split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (receiptWidth(candidate) <= limit()) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word too wide for a narrowed first line (beside a price) starts on the next, full line.
    else if (lines.length === 0 && receiptWidth(word) <= width) lines.push('');
    const pieces =
      receiptWidth(word) <= limit() ? [word] : splitLongWord(word, Math.max(1, limit()));
    for (const piece of pieces.slice(0, -1)) lines.push(piece);
    line = pieces[pieces.length - 1] ?? '';
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Wraps a text with a hanging indent: the first line starts with `lead` (e.g. `3 × `), the
 * following ones are indented by as many spaces, so the text stands in one column.
 */
export function hangingLines(lead: string, text: string, width: number, firstWidth = width) {
  const indent = ' '.repeat(receiptWidth(lead));
  const inner = Math.max(1, width - indent.length);
  const wrapped = wrapReceiptText(text, inner, Math.max(1, firstWidth - indent.length));
  return wrapped.map((line, index) => ((index === 0 ? lead : indent) + line).trimEnd());
}

/** A text centred in `width` columns (wrapped first when wider); no trailing spaces. */
export function centredLines(text: string, width: number): string[] {
  return wrapReceiptText(text, width).map((line) => {
    const left = Math.floor((width - receiptWidth(line)) / 2);
    return ' '.repeat(left) + line;
  });
}

/**
 * A label and an amount on one line, the amount flush right (`Gesamt ….. 28,40 €`). A label too
 * long for the space left of the amount wraps below with the given indent.
 */
export function amountLines(
  label: string,
  amount: string,
  width: number = RECEIPT_LINE_WIDTH,
  lead = '',
): string[] {
  const right = receiptText(amount);
  const firstWidth = width - receiptWidth(right) - 1;
  const lines = lead
    ? hangingLines(lead, label, width, firstWidth)
    : wrapReceiptText(label, width, firstWidth);
  const first = lines[0] ?? '';
  const gap = Math.max(1, width - receiptWidth(first) - receiptWidth(right));
  return [first + ' '.repeat(gap) + right, ...lines.slice(1)];
}

/**
 * A text of several paragraphs (a comment) wrapped at `width`: each line break starts a new
 * line, runs of empty lines become one, leading and trailing empty lines are dropped.
 */
export function paragraphLines(text: string, width: number = RECEIPT_LINE_WIDTH): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split(/\n|\u2028|\u2029/)) {
    const wrapped = wrapReceiptText(paragraph, width);
    if (wrapped.length) lines.push(...wrapped);
    else if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  }
  while (lines[lines.length - 1] === '') lines.pop();
  return lines;
}
