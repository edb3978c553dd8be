import { EMAIL_PATTERN, isValidEmail } from './email-pattern.js';

describe('isValidEmail', () => {
  it.each([
    ['anna@korn.example', true],
    ['anna.berger@mail.korn.at', true],
    ['  anna@korn.at  ', true],
    ['a@b.c', true],
    ['anna+bestellung@korn.at', true],
    ['anna@korn', false],
    ['anna.korn.at', false],
    ['@korn.at', false],
    ['anna@.at', false],
    ['anna@korn.', false],
    ['anna@@korn.at', false],
    ['an na@korn.at', false],
    ['anna@korn.at und mehr', false],
    ['', false],
  ])('%j is valid: %s', (input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('EMAIL_PATTERN', () => {
  it('is anchored, so text around an address does not pass', () => {
    expect(EMAIL_PATTERN.test('anna@korn.at')).toBe(true);
    expect(EMAIL_PATTERN.test('x anna@korn.at')).toBe(false);
  });
});
