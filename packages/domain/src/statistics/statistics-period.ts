import type { DateString } from '../contract/common.js';
import {
  STATISTICS_MAX_RANGE_DAYS,
  type DailyCount,
  type StatisticsPeriod,
} from '../contract/statistics.js';
import {
  addCalendarDays,
  calendarDateOf,
  calendarDaysBetween,
  isCalendarDate,
  weekdayIndexOf,
} from '../time/calendar-dates.js';
import { wallTimeOf } from '../time/time-zone.js';

/** A German message at the field of a statistics query that cannot be answered. */
export interface StatisticsPeriodError {
  field: 'from' | 'to';
  message: string;
}

/**
 * Why `from`/`to` do not make a period the statistics answer, or null: both must be calendar
 * days, `to` not before `from`, at most STATISTICS_MAX_RANGE_DAYS days in all.
 */
export function statisticsPeriodError(from: unknown, to: unknown): StatisticsPeriodError | null {
  if (!isCalendarDate(from))
    return { field: 'from', message: 'Bitte geben Sie den ersten Tag als JJJJ-MM-TT an.' };
  if (!isCalendarDate(to))
    return { field: 'to', message: 'Bitte geben Sie den letzten Tag als JJJJ-MM-TT an.' };
  const days = calendarDaysBetween(from, to) + 1;
  if (days < 1) return { field: 'to', message: 'Der letzte Tag darf nicht vor dem ersten liegen.' };
  if (days > STATISTICS_MAX_RANGE_DAYS)
    return {
      field: 'to',
      message: `Der Zeitraum darf höchstens ${STATISTICS_MAX_RANGE_DAYS} Tage umfassen.`,
    };
  return null;
}

/** Number of days of a period, both ends included. */
export function periodLength(period: StatisticsPeriod): number {
  return calendarDaysBetween(period.from, period.to) + 1;
}

/** The period of the same number of days that ends the day before `period` starts. */
export function previousPeriod(period: StatisticsPeriod): StatisticsPeriod {
  const days = periodLength(period);
  return { from: addCalendarDays(period.from, -days), to: addCalendarDays(period.from, -1) };
}

/** Every day of a period in order. */
export function periodDates(period: StatisticsPeriod): DateString[] {
  const days = periodLength(period);
  return Array.from({ length: days }, (_, index) => addCalendarDays(period.from, index));
}

/** One entry per day of the period from a day → count map; days without a count get 0. */
export function dailyCounts(
  period: StatisticsPeriod,
  counts: ReadonlyMap<DateString, number>,
): DailyCount[] {
  return periodDates(period).map((date) => ({ date, count: counts.get(date) ?? 0 }));
}

/** Half-hour slots of a day in the heat maps. */
export const HEAT_MAP_SLOTS = 48;

/** A 7 × 48 heat map of zeros (Monday first, 00:00 first). */
export function emptyHeatMap(): number[][] {
  return Array.from({ length: 7 }, () => Array.from({ length: HEAT_MAP_SLOTS }, () => 0));
}

/**
 * The heat-map cell of an instant in `timeZone`: weekday 0 = Monday, slot 0 = 00:00–00:30.
 * On the day clocks go back, 02:00–03:00 happens twice and both land in the same slots.
 */
export function heatMapCellOf(
  instant: Date,
  timeZone: string,
): { date: DateString; weekday: number; slot: number } {
  const wall = wallTimeOf(instant, timeZone);
  const date = calendarDateOf(wall.year, wall.month, wall.day);
  return {
    date,
    weekday: weekdayIndexOf(date),
    slot: wall.hour * 2 + (wall.minute >= 30 ? 1 : 0),
  };
}
