import type { DateString } from '../contract/common.js';
import { isoWeekOf } from '../time/calendar-dates.js';
import { businessDayOf, DEFAULT_TIME_ZONE } from '../time/time-zone.js';
import {
  addWorkingTimes,
  workingTimeOf,
  type ActivitySpan,
  type WorkingTime,
} from './working-time.js';

/** The working time of one business day and the activities it was made of. */
export interface DayTotal<A extends ActivitySpan = ActivitySpan> extends WorkingTime {
  date: DateString;
  activities: A[];
}

/**
 * The business day an activity counts for: the day (on the zone's wall clock) it started on,
 * so a night shift from 22:00 to 06:00 belongs wholly to the evening it began.
 */
export function activityDay(span: ActivitySpan, timeZone: string = DEFAULT_TIME_ZONE): DateString {
  return businessDayOf(new Date(span.start), timeZone);
}

/** The activities' working time per business day, days in calendar order. */
export function dayTotals<A extends ActivitySpan>(
  activities: readonly A[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): DayTotal<A>[] {
  const byDay = new Map<DateString, A[]>();
  for (const activity of activities) {
    const day = activityDay(activity, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), activity]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayActivities]) => ({
      date,
      activities: dayActivities,
      ...addWorkingTimes(dayActivities.map((activity) => workingTimeOf(activity, now))),
    }));
}

/** The working time of the days in a calendar month (`month` 1–12). */
export function monthTotal(days: readonly DayTotal[], year: number, month: number): WorkingTime {
  const prefix = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-`;
  return addWorkingTimes(days.filter((day) => day.date.startsWith(prefix)));
}

/** The working time of the days in an ISO week (weeks start on Monday). */
export function weekTotal(days: readonly DayTotal[], year: number, week: number): WorkingTime {
  return addWorkingTimes(
    days.filter((day) => {
      const iso = isoWeekOf(day.date);
      return iso.year === year && iso.week === week;
    }),
  );
}

/**
 * Overtime of a period: net time worked beyond the planned time (negative when short).
 * Planned time comes from the working schedules, or the contract hours where none are planned.
 */
export function overtimeMs(worked: WorkingTime, plannedMs: number): number {
  return worked.netMs - plannedMs;
}
