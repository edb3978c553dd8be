import {
  addCalendarDays,
  daysInMonth,
  type DateString,
  type StatisticsPeriod,
} from '@bestellwerk/domain';

/** A period split into the calendar months wholly inside it and the days left at its ends. */
export interface PeriodMonths {
  /** First and last whole month (`YYYY-MM`), or null when the period holds none. */
  months: { from: string; to: string } | null;
  /** The days outside whole months: zero, one or two ranges. */
  days: StatisticsPeriod[];
}

const lastDayOf = (month: string): DateString =>
  `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;

/** Splits a period for roll-ups kept per day and per month. */
export function periodMonths(period: StatisticsPeriod): PeriodMonths {
  const firstMonth =
    period.from.slice(8) === '01'
      ? period.from.slice(0, 7)
      : addCalendarDays(lastDayOf(period.from.slice(0, 7)), 1).slice(0, 7);
  const lastMonth =
    lastDayOf(period.to.slice(0, 7)) === period.to
      ? period.to.slice(0, 7)
      : addCalendarDays(`${period.to.slice(0, 7)}-01`, -1).slice(0, 7);
  if (firstMonth > lastMonth) return { months: null, days: [period] };
  const days: StatisticsPeriod[] = [];
  const monthsStart = `${firstMonth}-01`;
  const monthsEnd = lastDayOf(lastMonth);
  if (period.from < monthsStart)
    days.push({ from: period.from, to: addCalendarDays(monthsStart, -1) });
  if (monthsEnd < period.to) days.push({ from: addCalendarDays(monthsEnd, 1), to: period.to });
  return { months: { from: firstMonth, to: lastMonth }, days };
}
