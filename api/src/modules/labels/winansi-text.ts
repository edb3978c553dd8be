/**
 * Text the PDF's standard fonts can draw. They encode WinAnsi (umlauts, ß, €, „“, …, ², ³);
 * other characters would make pdf-lib throw. Letters with accents outside it lose the accent
 * (ł stays unknown), anything else becomes '?'.
 */
export function toDrawableText(text: string, supported: ReadonlySet<number>): string {
  return Array.from(text, (character) => {
    if (supported.has(character.codePointAt(0) ?? 0)) return character;
    const base = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return base !== '' && Array.from(base).every((c) => supported.has(c.codePointAt(0) ?? 0))
      ? base
      : '?';
  }).join('');
}
