/** Width of `text` set at `size` points, bold or regular (from the font that draws it). */
export type TextMeasure = (text: string, size: number, bold: boolean) => number;

export const ELLIPSIS = '…';

/** The longest start of `text` that fits `maxWidth` with '…' appended ('…' alone if none). */
function shortened(text: string, fits: (text: string) => boolean): string {
  const characters = Array.from(text.trimEnd());
  for (let length = characters.length; length > 0; length -= 1) {
    const candidate = `${characters.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
    if (fits(candidate)) return candidate;
  }
  return fits(ELLIPSIS) ? ELLIPSIS : '';
}

/** Splits a word that is wider than a line into pieces that fit, after a hyphen if it can. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const character of Array.from(word)) {
    if (piece !== '' && !fits(piece + character)) {
      const hyphen = piece.lastIndexOf('-');
      const cut = hyphen > 0 ? hyphen + 1 : piece.length;
      pieces.push(piece.slice(0, cut));
      piece = piece.slice(cut);
    }
    piece += character;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `maxWidth` (by `measure`),
 * between words where possible. Text that does not fit ends with '…' on the last line, so
 * nothing ever runs past the box. White space runs count as one space; no-break spaces stay.
 */
export function fitLines(
  text: string,
  maxWidth: number,
  maxLines: number,
  measure: (text: string) => number,
): string[] {
  if (maxLines < 1) return [];
  const fits = (candidate: string) => measure(candidate) <= maxWidth;
  const words = text
    // Only ordinary white space breaks: the no-break space in `3,90 €` keeps amount and sign together.
    .split(/[ \t\n\r\f\v]+/)
    .filter(Boolean)
    .flatMap((word) => (fits(word) ? [word] : breakWord(word, fits)));
  const lines: string[] = [];
  let current = '';
  for (let index = 0; index < words.length; index += 1) {
    const candidate = current ? `${current} ${words[index]}` : words[index];
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (lines.length + 1 >= maxLines) {
      // The last line: what is left goes on it and is shortened below.
      current = [current, ...words.slice(index)].filter(Boolean).join(' ');
      break;
    }
    lines.push(current);
    current = words[index];
  }
  if (current) lines.push(current);
  // Only a last line with words left over (or a single glyph wider than the box) is too wide.
  return lines.map((line) => (fits(line) ? line : shortened(line, fits)));
}
