/**
 * Code page 858 (PC858, "Multilingual Latin I + Euro"): the code page of ESC/POS printers that
 * holds every German letter and the euro sign. Bytes 0x20–0x7E are ASCII; this table lists what
 * the bytes 0x80–0xFF print, in order. It is code page 850 with € at 0xD5 (dotless ı in 850).
 */
const CP858_HIGH = [
  'ÇüéâäàåçêëèïîìÄÅ', // 0x80
  'ÉæÆôöòûùÿÖÜø£Ø×ƒ', // 0x90
  'áíóúñÑªº¿®¬½¼¡«»', // 0xA0
  '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐', // 0xB0
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤', // 0xC0
  'ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀', // 0xD0
  'ÓßÔÒõÕµþÞÚÛÙýÝ¯´', // 0xE0
  '\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0', // 0xF0
].join('');

const HIGH_BYTES = new Map<string, number>(
  [...CP858_HIGH].map((char, index) => [char, 0x80 + index]),
);

/** Typographic characters the code page lacks, printed as their plain look-alikes. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2022': '*',
  '\u2009': ' ',
  '\u202f': ' ',
};

/** What the printer prints for a character it has no glyph for. */
export const CP858_REPLACEMENT = 0x3f; // '?'

const isPrintableAscii = (code: number) => code >= 0x20 && code < 0x7f;

/** The byte of one character (one code point) in CP858. */
function byteOf(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (isPrintableAscii(code)) return code;
  const high = HIGH_BYTES.get(char);
  if (high !== undefined) return high;
  const lookAlike = LOOK_ALIKES[char];
  if (lookAlike) return lookAlike.charCodeAt(0);
  // A letter with a mark the code page lacks (č, ő, ś) prints as its base letter.
  const base = char.normalize('NFD').codePointAt(0) ?? 0;
  if (base !== code && isPrintableAscii(base)) return base;
  return CP858_REPLACEMENT;
}

/**
 * A text as CP858 bytes, one byte per character: ASCII as it is, German and other Latin-1
 * letters and € at their code-page positions, dashes and quotes as their ASCII look-alikes,
 * letters with other marks as their base letter, anything else (emoji, control characters such
 * as ESC, line breaks) as `?`. So a text can never smuggle a printer command.
 */
export function encodeCp858(text: string): number[] {
  return [...text.normalize('NFC')].map(byteOf);
}
