import {
  addCalendarDays,
  calendarDateParts,
  daysInMonth,
  type DateString,
  type StatisticsPeriod,
} from '@bestellwerk/domain';

/**
 * A period split for the roll-ups: the whole months inside it (read from the monthly rows,
 * `months.from`/`months.to` being their first days) and the days before and after them (read
 * from the daily rows). Without a whole month, `months` is null and `days` is the period.
 */
export interface RollUpRange {
  months: { from: DateString; to: DateString } | null;
  days: StatisticsPeriod[];
}

const lastDayOfMonth = (date: DateString): DateString => {
  const { year, month } = calendarDateParts(date);
  return `${date.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
};

export function rollUpRange({ from, to }: StatisticsPeriod): RollUpRange {
  const firstMonth = from.endsWith('-01') ? from : addCalendarDays(lastDayOfMonth(from), 1);
  const lastMonthEnd = lastDayOfMonth(to) === to ? to : addCalendarDays(`${to.slice(0, 7)}-01`, -1);
  if (firstMonth > lastMonthEnd) return { months: null, days: [{ from, to }] };
  const days: StatisticsPeriod[] = [];
  if (from < firstMonth) days.push({ from, to: addCalendarDays(firstMonth, -1) });
  if (lastMonthEnd < to) days.push({ from: addCalendarDays(lastMonthEnd, 1), to });
  return { months: { from: firstMonth, to: `${lastMonthEnd.slice(0, 7)}-01` }, days };
}
