import fc from 'fast-check';
import { amountText, formatEuro } from './money-format.js';

/** Intl separates number and sign with a no-break space; tests write it as a plain space. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuro', () => {
  it.each<[number, string]>([
    [1234.5, '1.234,50 €'],
    [0, '0,00 €'],
    [-0, '0,00 €'],
    [-0.004, '0,00 €'],
    [0.005, '0,01 €'],
    [1.005, '1,01 €'],
    [4.35, '4,35 €'],
    [0.07, '0,07 €'],
    [19.999, '20,00 €'],
    [-3.5, '-3,50 €'],
    [1_000_000, '1.000.000,00 €'],
  ])('%d → %s', (euros, expected) => {
    expect(plain(formatEuro(euros))).toBe(expected);
  });

  it('puts a no-break space between amount and sign', () => {
    expect(formatEuro(1)).toBe('1,00\u00a0€');
  });

  it.each<[string, string]>([
    ['de-AT', '€ 1.234,50'],
    ['en-GB', '€1,234.50'],
  ])('in %s: %s', (locale, expected) => {
    expect(plain(formatEuro(1234.5, locale))).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('%d → empty text', (value) => {
    expect(formatEuro(value)).toBe('');
  });

  it('round-trips whole cents with exactly two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = plain(formatEuro(cents / 100));
        expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2} €$/);
        const parsed = Number(text.replace(' €', '').replace(/\./g, '').replace(',', '.'));
        expect(Math.round(parsed * 100)).toBe(cents);
      }),
    );
  });

  it('shows the amount rounded to the nearest cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (euros) => {
        const parsed = Number(
          plain(formatEuro(euros)).replace(' €', '').replace(/\./g, '').replace(',', '.'),
        );
        expect(Math.abs(parsed - euros)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('amountText', () => {
  it.each([
    [1.5, '1,5'],
    [250, '250'],
    [1250, '1250'],
    [0.125, '0,125'],
  ])('%p → %s', (amount, text) => {
    expect(amountText(amount)).toBe(text);
  });
});
