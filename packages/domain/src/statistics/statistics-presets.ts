import type { DateString } from '../contract/common.js';
import type { StatisticsPeriod } from '../contract/statistics.js';
import {
  addCalendarDays,
  calendarDateOf,
  calendarDateParts,
  weekdayIndexOf,
} from '../time/calendar-dates.js';
import { businessDayOf, DEFAULT_TIME_ZONE } from '../time/time-zone.js';

/** The ready-made periods of the statistics screen, in the order it offers them. */
export const STATISTICS_PRESETS = [
  'today',
  'yesterday',
  'this-week',
  'last-month',
  'this-year',
] as const;
export type StatisticsPreset = (typeof STATISTICS_PRESETS)[number];

/** What the screen calls each preset. */
export const STATISTICS_PRESET_LABELS: Readonly<Record<StatisticsPreset, string>> = {
  today: 'Heute',
  yesterday: 'Gestern',
  'this-week': 'Diese Woche',
  'last-month': 'Letzter Monat',
  'this-year': 'Dieses Jahr',
};

/** The period of a preset, given its day 'today' (a business day). */
export function presetPeriodOfDay(preset: StatisticsPreset, today: DateString): StatisticsPeriod {
  const { year, month } = calendarDateParts(today);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addCalendarDays(today, -1);
      return { from: day, to: day };
    }
    case 'this-week':
      // Monday of the week up to today: a week starts on Monday (ISO).
      return { from: addCalendarDays(today, -weekdayIndexOf(today)), to: today };
    case 'last-month':
      // The whole calendar month before today's: day 0 of this month is last month's last day.
      return { from: calendarDateOf(year, month - 1, 1), to: calendarDateOf(year, month, 0) };
    case 'this-year':
      return { from: calendarDateOf(year, 1, 1), to: today };
  }
}

/**
 * The period of a preset at `now`: its days are business days of the shop's time zone, so
 * 'Heute' at 23:30 UTC in Vienna is already the next day. 'Diese Woche' and 'Dieses Jahr' end today.
 */
export function presetPeriod(
  preset: StatisticsPreset,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): StatisticsPeriod {
  return presetPeriodOfDay(preset, businessDayOf(now, timeZone));
}

/** The preset whose period at `now` is `period`, or null for a period of one's own. */
export function presetOfPeriod(
  period: StatisticsPeriod,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): StatisticsPreset | null {
  return (
    STATISTICS_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, now, timeZone);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}
