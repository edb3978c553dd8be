import {
  API_ERROR_CODES,
  apiError,
  ERROR_MESSAGES,
  errorMessage,
  type ApiErrorCode,
} from './error-catalogue.js';

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** Codes that deliberately share a fixed text with another code. */
const SHARED_TEXT: Partial<Record<ApiErrorCode, ApiErrorCode>> = {
  NETWORK_ERROR: 'INTERNAL_ERROR',
};

describe('error catalogue', () => {
  it('has unique UPPER_SNAKE codes', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(API_ERROR_CODES.filter((code) => !UPPER_SNAKE.test(code))).toEqual([]);
  });

  it('defines each fixed message once, as a German sentence', () => {
    const codesByText = new Map<string, ApiErrorCode[]>();
    for (const code of API_ERROR_CODES) {
      const entry = ERROR_MESSAGES[code];
      if (typeof entry !== 'string') continue;
      expect(entry).toMatch(/^[A-ZÄÖÜ].*[.!]$/);
      codesByText.set(entry, [...(codesByText.get(entry) ?? []), code]);
    }
    const repeated = [...codesByText.values()].filter((codes) => codes.length > 1);
    expect(repeated).toEqual(
      Object.entries(SHARED_TEXT).map(([code, original]) => [original, code]),
    );
  });

  it('builds the coded error of a code, parameters included', () => {
    expect(apiError('ORDER_NOT_FOUND')).toEqual({
      code: 'ORDER_NOT_FOUND',
      message: 'Bestellung wurde nicht gefunden.',
    });
    expect(apiError('RECORD_NOT_FOUND', 'Kategorie')).toEqual({
      code: 'RECORD_NOT_FOUND',
      message: 'Kategorie wurde nicht gefunden.',
    });
  });

  it.each([
    [15, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.'],
    [1, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.'],
  ])('words the lockout of %i minutes', (minutes, message) => {
    expect(errorMessage('LOGIN_LOCKED', minutes)).toBe(message);
  });

  it.each<[number | undefined, string]>([
    [undefined, 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.'],
    [1, 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.'],
    [60, 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.'],
    [61, 'Zu viele Anfragen. Bitte versuchen Sie es in 2 Minuten erneut.'],
  ])('words a rate limit with %s seconds left', (seconds, message) => {
    expect(errorMessage('TOO_MANY_REQUESTS', seconds)).toBe(message);
  });
});
