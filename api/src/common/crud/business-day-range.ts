import { addCalendarDays, startOfBusinessDay, type DateString } from '@bestellwerk/domain';
import { And, LessThan, MoreThanOrEqual, type FindOperator } from 'typeorm';

/**
 * The condition of a `?from=…&to=…` filter on a timestamp column: from the start of business
 * day `from` up to the end of business day `to` (both inclusive, wall clock of `timeZone`).
 * Undefined when neither is given.
 */
export function businessDayRange(
  from: DateString | undefined,
  to: DateString | undefined,
  timeZone: string,
): FindOperator<Date> | undefined {
  const start = from ? MoreThanOrEqual(startOfBusinessDay(from, timeZone)) : null;
  const end = to ? LessThan(startOfBusinessDay(addCalendarDays(to, 1), timeZone)) : null;
  if (start && end) return And(start, end);
  return start ?? end ?? undefined;
}
