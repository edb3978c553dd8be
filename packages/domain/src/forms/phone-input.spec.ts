import fc from 'fast-check';
import {
  filterPhoneInput,
  isValidPhone,
  normalizePhone,
  PHONE_FORMAT_MESSAGE,
} from './phone-input.js';

describe('filterPhoneInput', () => {
  it.each([
    ['+43 664 1234567', '+43 664 1234567'],
    ['0664/123-45 67', '066412345 67'],
    ['(0512) 12 34', '0512 12 34'],
    ['abc', ''],
    ['', ''],
    ['+43\t664', '+43664'],
  ])('%j keeps %j', (input, expected) => {
    expect(filterPhoneInput(input)).toBe(expected);
  });

  it('only ever keeps digits, plus signs and spaces', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(filterPhoneInput(input)).toMatch(/^[\d+ ]*$/);
      }),
    );
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+43 664 1234567', '+436641234567'],
    ['0043 664 1234567', '+436641234567'],
    ['00 43 664', '+43664'],
    ['0664 1234567', '06641234567'],
    ['0', '0'],
    ['00', '+'],
    ['+0043', '+0043'],
    ['tel: 0049-30-123', '+4930123'],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '4', '+', ' ', '-', '/', 'a') }),
        (input) => {
          const once = normalizePhone(input);
          expect(normalizePhone(once)).toBe(once);
        },
      ),
    );
  });

  it('keeps only digits and plus signs, and never starts with 00', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = normalizePhone(input);
        expect(result).toMatch(/^[\d+]*$/);
        expect(result.startsWith('00')).toBe(false);
      }),
    );
  });

  it('agrees with the typing filter: normalising the filtered value gives the same number', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(normalizePhone(filterPhoneInput(input))).toBe(normalizePhone(input));
      }),
    );
  });
});

describe('isValidPhone', () => {
  it.each([
    ['+436641234567', true],
    ['+43 664 1234567', true],
    ['0043 664 1234567', true],
    ['06641234567', false],
    ['664', false],
    ['+', false],
    ['00', false],
    ['++43664', false],
    ['+43+664', false],
    ['', false],
  ])('%j is valid: %s', (input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });

  it('has the message of the spec', () => {
    expect(PHONE_FORMAT_MESSAGE).toBe(
      'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
    );
  });
});
