import { encodeEscPos } from './escpos.js';

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(' ');

const START = '1b 40 1b 74 13';
const CUT = '1d 56 42 00';

describe('encodeEscPos', () => {
  it('initialises, selects PC858, prints a line and cuts', () => {
    expect(hex(encodeEscPos([{ text: 'Größe 5,00 €', style: 'normal' }]))).toBe(
      `${START} 47 72 94 e1 65 20 35 2c 30 30 20 d5 0a ${CUT}`,
    );
  });

  it('switches bold and double size only where the style changes, and resets before the cut', () => {
    const bytes = encodeEscPos([
      { text: 'A', style: 'bold' },
      { text: 'B', style: 'large' },
      { text: 'C', style: 'large' },
      { text: '', style: 'normal' },
      { text: 'D', style: 'bold' },
    ]);
    expect(hex(bytes)).toBe(
      [
        START,
        '1b 45 01 41 0a', // bold on, A
        '1d 21 11 42 0a', // double width and height (still bold), B
        '43 0a', // C in the same style
        '1b 45 00 1d 21 00 0a', // back to normal, empty line
        '1b 45 01 44 0a', // bold, D
        '1b 45 00', // normal again
        CUT,
      ].join(' '),
    );
  });

  it('prints a text that tries to send printer commands as plain characters', () => {
    expect(hex(encodeEscPos([{ text: '\u001dV\u0042\u0000', style: 'normal' }]))).toBe(
      `${START} 3f 56 42 3f 0a ${CUT}`,
    );
  });

  it('prints nothing but the frame for no lines', () => {
    expect(hex(encodeEscPos([]))).toBe(`${START} ${CUT}`);
  });
});
