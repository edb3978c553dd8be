import fc from 'fast-check';
import {
  formatCalendarDate,
  formatInstantDate,
  formatInstantDateTime,
  formatInstantTime,
  formatYesNo,
} from './date-format.js';

describe('formatInstantDateTime and its parts', () => {
  it.each<[string, string | undefined, string]>([
    ['2026-11-20T08:30:00.000Z', undefined, '20.11.2026 09:30'],
    ['2026-07-01T08:30:00.000Z', undefined, '01.07.2026 10:30'],
    ['2026-12-31T23:30:00.000Z', undefined, '01.01.2027 00:30'],
    ['2026-03-29T00:59:59.000Z', undefined, '29.03.2026 01:59'],
    ['2026-03-29T01:00:00.000Z', undefined, '29.03.2026 03:00'],
    ['2026-10-25T00:30:00.000Z', undefined, '25.10.2026 02:30'],
    ['2026-10-25T01:30:00.000Z', undefined, '25.10.2026 02:30'],
    ['2026-11-20T08:30:00.000Z', 'UTC', '20.11.2026 08:30'],
    ['2026-11-20T08:30:00.000Z', 'Europe/Berlin', '20.11.2026 09:30'],
    ['2026-11-20T08:30:00.000Z', 'America/New_York', '20.11.2026 03:30'],
    ['2026-11-20T23:05:00.000Z', 'Asia/Tokyo', '21.11.2026 08:05'],
    ['0099-01-01T12:00:00.000Z', 'UTC', '01.01.0099 12:00'],
  ])('%s in %s', (instant, timeZone, expected) => {
    expect(formatInstantDateTime(instant, timeZone)).toBe(expected);
    expect(formatInstantDate(instant, timeZone)).toBe(expected.slice(0, 10));
    expect(formatInstantTime(instant, timeZone)).toBe(expected.slice(11));
  });

  it('takes a Date as well', () => {
    const instant = new Date('2026-11-20T08:30:00.000Z');
    expect(formatInstantDateTime(instant)).toBe('20.11.2026 09:30');
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(formatInstantTime('2026-11-19T23:00:00.000Z')).toBe('00:00');
  });

  it.each(['', 'morgen', '2026-13-45T99:00:00Z'])('answers empty text for %j', (value) => {
    expect(formatInstantDateTime(value)).toBe('');
    expect(formatInstantDate(value)).toBe('');
    expect(formatInstantTime(value)).toBe('');
  });

  it('answers empty text for an invalid Date', () => {
    expect(formatInstantDateTime(new Date(NaN))).toBe('');
  });

  it('always has the shape DD.MM.YYYY HH:mm for instants of years 1000…9999', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('Europe/Vienna', 'UTC', 'Pacific/Kiritimati', 'America/St_Johns'),
        (instant, zone) => {
          expect(formatInstantDateTime(instant, zone)).toMatch(
            /^(0[1-9]|[12]\d|3[01])\.(0[1-9]|1[0-2])\.\d{4} ([01]\d|2[0-3]):[0-5]\d$/,
          );
        },
      ),
    );
  });

  it('agrees with the UTC fields of the instant in UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const d = new Date(ms);
        const p = (n: number) => String(n).padStart(2, '0');
        expect(formatInstantDateTime(d, 'UTC')).toBe(
          `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`,
        );
      }),
    );
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2026-11-20', '20.11.2026'],
    ['2026-01-05', '05.01.2026'],
    ['2028-02-29', '29.02.2028'],
    ['0999-12-31', '31.12.0999'],
    ['2026-02-30', ''],
    ['20.11.2026', ''],
    ['', ''],
  ])('%j → %j', (date, expected) => {
    expect(formatCalendarDate(date)).toBe(expected);
  });
});

describe('formatYesNo', () => {
  it.each([
    [true, 'Ja'],
    [false, 'Nein'],
  ])('%s → %s', (value, expected) => {
    expect(formatYesNo(value)).toBe(expected);
  });
});
