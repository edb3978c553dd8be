import { encodeCp858 } from './cp858.js';

const hex = (bytes: readonly number[]) =>
  bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');

describe('encodeCp858', () => {
  it('encodes "Größe 5,00 €" byte by byte', () => {
    expect(hex(encodeCp858('Größe 5,00 €'))).toBe('47 72 94 e1 65 20 35 2c 30 30 20 d5');
  });

  it.each<[string, number]>([
    ['ä', 0x84],
    ['ö', 0x94],
    ['ü', 0x81],
    ['Ä', 0x8e],
    ['Ö', 0x99],
    ['Ü', 0x9a],
    ['ß', 0xe1],
    ['€', 0xd5],
    ['é', 0x82],
    ['è', 0x8a],
    ['à', 0x85],
    ['ç', 0x87],
    ['ñ', 0xa4],
    ['É', 0x90],
    ['×', 0x9e],
    ['°', 0xf8],
    ['§', 0xf5],
    ['²', 0xfd],
    ['µ', 0xe6],
    ['«', 0xae],
    ['\u00a0', 0xff],
  ])('%s → %i', (char, byte) => {
    expect(encodeCp858(char)).toEqual([byte]);
  });

  it('keeps printable ASCII as it is', () => {
    const ascii = Array.from({ length: 0x5f }, (_, index) => String.fromCharCode(0x20 + index));
    expect(encodeCp858(ascii.join(''))).toEqual(ascii.map((char) => char.charCodeAt(0)));
  });

  it.each<[string, string, string]>([
    ['dashes and quotes as ASCII look-alikes', 'a–b—c „d“ ‚e‘ f’s', "a-b-c \"d\" 'e' f's"],
    ['letters with other marks as their base letter', 'Dvořák Łódź Ős', 'Dvorák ?ódz Os'],
    ['decomposed umlauts as one letter', 'Mu\u0308sli', 'Müsli'],
  ])('prints %s', (_, text, expected) => {
    expect(encodeCp858(text)).toEqual([...expected].map((char) => encodeCp858(char)[0]));
  });

  it.each<[string, string]>([
    ['emoji', 'Torte 🎂'],
    ['Greek', 'Ωmega'],
    ['the dotless i that CP858 dropped for €', 'ı'],
    ['ESC and line breaks', '\u001b@\n\r\t'],
    ['C1 controls', '\u0085\u009b'],
    ['DEL', '\u007f'],
  ])('prints ? for %s', (_, text) => {
    const bytes = encodeCp858(text);
    expect(bytes.filter((byte) => byte < 0x20 || byte === 0x7f || byte === 0x1b)).toEqual([]);
    expect(bytes).toContain(0x3f);
  });

  it('replaces every character of a control sequence', () => {
    expect(hex(encodeCp858('\u001b@'))).toBe('3f 40');
    expect(hex(encodeCp858('🎂'))).toBe('3f');
  });
});
