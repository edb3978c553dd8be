import type { DateString } from '../contract/common.js';
import type { BreakRuleId } from '../contract/workforce.js';
import { addCalendarDays, calendarDateOf } from '../time/calendar-dates.js';

/** The countries whose nationwide public holidays the holiday accounts know. */
export type HolidayCountry = 'AT' | 'DE';

/** The country of a break-rule preset: its labour law is the one the shop works under. */
export function holidayCountryOf(rule: BreakRuleId): HolidayCountry {
  return rule === 'DE' ? 'DE' : 'AT';
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): DateString {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDateOf(year, month, day);
}

/**
 * The nationwide public holidays of a year: Austria's 13 (Feiertagsruhegesetz §7, Karfreitag
 * no longer since 2019) or Germany's 9 that every state keeps. Holidays of single German
 * states or Austrian provinces' patron days are not included.
 */
export function publicHolidays(year: number, country: HolidayCountry): DateString[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) => calendarDateOf(year, month, day);
  const easterMonday = addCalendarDays(easter, 1);
  const ascension = addCalendarDays(easter, 39);
  const whitMonday = addCalendarDays(easter, 50);
  if (country === 'DE') {
    return [
      fixed(1, 1),
      addCalendarDays(easter, -2),
      easterMonday,
      fixed(5, 1),
      ascension,
      whitMonday,
      fixed(10, 3),
      fixed(12, 25),
      fixed(12, 26),
    ].sort();
  }
  return [
    fixed(1, 1),
    fixed(1, 6),
    easterMonday,
    fixed(5, 1),
    ascension,
    whitMonday,
    addCalendarDays(easter, 60),
    fixed(8, 15),
    fixed(10, 26),
    fixed(11, 1),
    fixed(12, 8),
    fixed(12, 25),
    fixed(12, 26),
  ].sort();
}
