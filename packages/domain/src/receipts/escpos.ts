import { encodeCp858 } from './cp858.js';
import type { ReceiptLine, ReceiptLineStyle } from './receipt-text.js';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** ESC @: reset the printer to its defaults (clears styles left by an earlier job). */
export const ESC_POS_INITIALIZE = [ESC, 0x40] as const;
/** ESC t 19: character code table PC858 (Multilingual Latin I + Euro). */
export const ESC_POS_SELECT_PC858 = [ESC, 0x74, 19] as const;
/** GS V 66 0: feed to the cutter and cut, leaving a small hinge (partial cut). */
export const ESC_POS_CUT = [GS, 0x56, 66, 0] as const;

/** ESC E n: emphasis (bold) on or off. */
const bold = (on: boolean) => [ESC, 0x45, on ? 1 : 0];
/** GS ! n: character size; 0x11 is double width and double height, 0x00 normal. */
const size = (large: boolean) => [GS, 0x21, large ? 0x11 : 0x00];

const isBold = (style: ReceiptLineStyle) => style !== 'normal';

/**
 * The ESC/POS bytes that print receipt lines on an 80 mm printer: initialise, select PC858,
 * then each line in CP858 followed by a line feed, switching emphasis and size only where the
 * style changes, back to normal and a partial cut at the end.
 */
export function encodeEscPos(lines: readonly ReceiptLine[]): Uint8Array {
  const bytes: number[] = [...ESC_POS_INITIALIZE, ...ESC_POS_SELECT_PC858];
  let current: ReceiptLineStyle = 'normal';
  const switchTo = (style: ReceiptLineStyle) => {
    if (isBold(style) !== isBold(current)) bytes.push(...bold(isBold(style)));
    if ((style === 'large') !== (current === 'large')) bytes.push(...size(style === 'large'));
    current = style;
  };
  for (const line of lines) {
    switchTo(line.style);
    bytes.push(...encodeCp858(line.text), LF);
  }
  switchTo('normal');
  bytes.push(...ESC_POS_CUT);
  return Uint8Array.from(bytes);
}
