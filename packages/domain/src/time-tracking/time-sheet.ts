import type { DateString, DateTimeString, TimeString } from '../contract/common.js';
import { formatCalendarDate } from '../format/date-format.js';
import { calendarDateOf, daysInMonth } from '../time/calendar-dates.js';
import { businessDayOf, DEFAULT_TIME_ZONE, timeOfDayOf } from '../time/time-zone.js';
import { dayTotals } from './day-totals.js';
import { ABSENCE_LABELS, type Absence, type AbsenceKind } from './holiday-account.js';
import { checkBreaks, requiredBreakMinutes, type BreakRule } from './statutory-breaks.js';
import {
  activityInterval,
  mergeIntervals,
  MINUTE_MS,
  wholeMinutes,
  type ActivitySpan,
  type Interval,
} from './working-time.js';

/** One day of an employee's monthly time sheet. */
export interface TimeSheetDay {
  date: DateString;
  /** First start and last end of the day's work on the wall clock; null on a day off. */
  start: TimeString | null;
  end: TimeString | null;
  /** Minutes between start and end not worked: pauses and gaps between activities. */
  breakMinutes: number;
  netMinutes: number;
  absence: AbsenceKind | null;
  /** Minutes of break the rule required but the day lacks (the month view flags them). */
  breakShortfallMinutes: number;
  /** Net minutes planned for the day: its shifts less the break they require (plannedNetMinutes). */
  plannedMinutes: number;
  /**
   * Net minus planned: negative when the day fell short of the plan; 0 for a day not due yet, and
   * on a day of absence only work beyond the plan counts.
   */
  overtimeMinutes: number;
}

/** A day of the time sheet with the activities that count for it (those that started on it). */
export type TimeSheetDayWith<A extends ActivitySpan> = TimeSheetDay & { activities: A[] };

/** A planned shift as the time sheet needs it. */
export interface PlannedSpan {
  start: DateTimeString;
  end: DateTimeString;
}

export interface TimeSheetInput<A extends ActivitySpan = ActivitySpan> {
  year: number;
  month: number;
  activities: readonly A[];
  /** The planned shifts; each counts for the business day it starts on. */
  shifts?: readonly PlannedSpan[];
  absences: readonly Absence[];
  breakRule: BreakRule;
  now: Date;
  timeZone?: string;
}

/**
 * The net minutes a day's plan asks for: the shifts' length less the break the rule requires
 * for that work, as far as the gaps between the shifts do not already give it. An 8-hour shift
 * under a 30-minute rule plans 7:30; two 4-hour shifts two hours apart plan 8:00. Net, like the
 * worked time it is set against (a paid part of the break, as in bakeries, is on neither side).
 */
export function plannedNetMinutes(rule: BreakRule, grossMinutes: number, gapMinutes = 0): number {
  for (let deducted = 0; deducted <= grossMinutes; deducted++) {
    const net = grossMinutes - deducted;
    if (requiredBreakMinutes(rule, net * MINUTE_MS) <= gapMinutes + deducted) return net;
  }
  return 0;
}

/** Net minutes planned per business day of the shifts' starts (plannedNetMinutes). */
export function plannedMinutesByDay(
  shifts: readonly PlannedSpan[],
  rule: BreakRule,
  timeZone: string,
): Map<DateString, number> {
  const byDay = new Map<DateString, Interval[]>();
  for (const shift of shifts) {
    const day = businessDayOf(new Date(shift.start), timeZone);
    const interval = { start: Date.parse(shift.start), end: Date.parse(shift.end) };
    byDay.set(day, [...(byDay.get(day) ?? []), interval]);
  }
  const planned = new Map<DateString, number>();
  for (const [day, intervals] of byDay) {
    const merged = mergeIntervals(intervals);
    const gross = merged.reduce((sum, interval) => sum + interval.end - interval.start, 0);
    const span = merged.at(-1)!.end - merged[0].start;
    planned.set(day, plannedNetMinutes(rule, wholeMinutes(gross), wholeMinutes(span - gross)));
  }
  return planned;
}

/**
 * The day's overtime (negative: hours short). A day that is not due yet (a later day, or today
 * before any work) owes nothing; on a day of absence the plan counts as fulfilled (holiday and
 * sick pay), so only work beyond the plan counts.
 */
function dayBalance(net: number, planned: number, due: boolean, absent: boolean): number {
  if (absent) return Math.max(0, net - planned);
  return due ? net - planned : 0;
}

/**
 * Every calendar day of the month with its work, breaks, plan and absence. Activities and shifts
 * count for the business day they start on, so a night shift stays with its evening.
 */
export function timeSheetDays<A extends ActivitySpan>(
  input: TimeSheetInput<A>,
): TimeSheetDayWith<A>[] {
  const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
  const worked = new Map(
    dayTotals(input.activities, input.now, timeZone).map((day) => [day.date, day]),
  );
  const planned = plannedMinutesByDay(input.shifts ?? [], input.breakRule, timeZone);
  const today = businessDayOf(input.now, timeZone);
  return Array.from({ length: daysInMonth(input.year, input.month) }, (_, index) => {
    const date = calendarDateOf(input.year, input.month, index + 1);
    const absence = input.absences.find((entry) => entry.from <= date && date <= entry.to);
    const plannedMinutes = planned.get(date) ?? 0;
    const day = worked.get(date);
    if (!day) {
      return {
        date,
        start: null,
        end: null,
        breakMinutes: 0,
        netMinutes: 0,
        absence: absence?.kind ?? null,
        breakShortfallMinutes: 0,
        plannedMinutes,
        overtimeMinutes: dayBalance(0, plannedMinutes, date < today, absence !== undefined),
        activities: [],
      };
    }
    const intervals = day.activities.map((activity) => activityInterval(activity, input.now));
    const first = Math.min(...intervals.map((interval) => interval.start));
    const last = Math.max(...intervals.map((interval) => interval.end));
    const netMinutes = wholeMinutes(day.netMs);
    return {
      date,
      start: timeOfDayOf(new Date(first), timeZone),
      end: timeOfDayOf(new Date(last), timeZone),
      breakMinutes: wholeMinutes(last - first) - netMinutes,
      netMinutes,
      absence: absence?.kind ?? null,
      breakShortfallMinutes: checkBreaks(input.breakRule, day.activities, input.now)
        .shortfallMinutes,
      plannedMinutes,
      overtimeMinutes: dayBalance(netMinutes, plannedMinutes, date <= today, absence !== undefined),
      activities: day.activities,
    };
  });
}

/** The sums of a month of one employee; totals equal the sum of the days. */
export interface TimeSheetTotals {
  netMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
  overtimeMinutes: number;
  /** Days with an absence entry. */
  absenceDays: number;
}

/** Adds up the days of a time sheet. */
export function timeSheetTotals(days: readonly TimeSheetDay[]): TimeSheetTotals {
  return days.reduce<TimeSheetTotals>(
    (sum, day) => ({
      netMinutes: sum.netMinutes + day.netMinutes,
      breakMinutes: sum.breakMinutes + day.breakMinutes,
      plannedMinutes: sum.plannedMinutes + day.plannedMinutes,
      overtimeMinutes: sum.overtimeMinutes + day.overtimeMinutes,
      absenceDays: sum.absenceDays + (day.absence ? 1 : 0),
    }),
    { netMinutes: 0, breakMinutes: 0, plannedMinutes: 0, overtimeMinutes: 0, absenceDays: 0 },
  );
}

/** The columns of the payroll export, one row per employee and day. */
export const TIME_SHEET_CSV_HEADER = [
  'Mitarbeiter',
  'Datum',
  'Beginn',
  'Ende',
  'Pausen (min)',
  'Netto (h)',
  'Abwesenheit',
] as const;

/** Minutes as hours with a decimal comma and two places (450 → "7,50"), as payroll reads them. */
export function decimalHours(minutes: number): string {
  return (minutes / 60).toFixed(2).replace('.', ',');
}

/** One payroll row as text: DD.MM.YYYY, HH:mm, hours with a decimal comma (7,50). */
export function timeSheetCsvRecord(employee: string, day: TimeSheetDay): string[] {
  return [
    employee,
    formatCalendarDate(day.date),
    day.start ?? '',
    day.end ?? '',
    String(day.breakMinutes),
    decimalHours(day.netMinutes),
    day.absence ? ABSENCE_LABELS[day.absence] : '',
  ];
}
