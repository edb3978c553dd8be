import { errorMessage } from '@bestellwerk/domain';
import { lockedUntil, minutesLeft, secondsLeft, LOCKOUT_WINDOW_MS } from './login-lockout.rules.js';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 8, 0) + minute * 60_000);

describe('lockedUntil', () => {
  it.each([
    ['no failures', [], 5, null],
    ['four failures under a limit of five', [4, 3, 2, 1], 5, null],
    ['five failures: until the oldest leaves the window', [4, 3, 2, 1, 0], 5, at(15)],
    ['six failures: until the fifth newest leaves', [10, 4, 3, 2, 1, 0], 5, at(16)],
    ['five at the same moment', [0, 0, 0, 0, 0], 5, at(15)],
  ])('%s', (_case, minutes, limit, expected) => {
    expect(lockedUntil(minutes.map(at), limit)).toEqual(expected);
  });

  it('measures the window from the limit-th newest failure', () => {
    const failures = Array.from({ length: 20 }, (_, i) => at(14 - i * 0.5));
    expect(lockedUntil(failures, 20)?.getTime()).toBe(
      at(14 - 19 * 0.5).getTime() + LOCKOUT_WINDOW_MS,
    );
  });
});

describe('minutesLeft and secondsLeft', () => {
  it.each([
    [15 * 60_000, 15, 900],
    [14 * 60_000 + 1, 15, 841],
    [10.5 * 60_000, 11, 630],
    [60_000, 1, 60],
    [59_000, 1, 59],
    [1, 1, 1],
    [0, 1, 1],
  ])('%i ms left: %i minutes, %i seconds', (ms, minutes, seconds) => {
    const now = at(0);
    const until = new Date(now.getTime() + ms);
    expect(minutesLeft(until, now)).toBe(minutes);
    expect(secondsLeft(until, now)).toBe(seconds);
  });
});

describe('the lockout message (LOGIN_LOCKED)', () => {
  it.each([
    [15, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.'],
    [2, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 2 Minuten erneut.'],
    [1, 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in einer Minute erneut.'],
  ])('%i minutes', (minutes, message) => {
    expect(errorMessage('LOGIN_LOCKED', minutes)).toBe(message);
  });
});
