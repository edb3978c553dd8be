import type { DateString } from '../contract/common.js';
import { addCalendarDays, calendarDateOf, weekdayIndexOf } from '../time/calendar-dates.js';
import { publicHolidays, type HolidayCountry } from './public-holidays.js';

/** Why an employee is away on a day. */
export const ABSENCE_KINDS = ['holiday', 'sick', 'other'] as const;
export type AbsenceKind = (typeof ABSENCE_KINDS)[number];

export const ABSENCE_LABELS: Readonly<Record<AbsenceKind, string>> = {
  holiday: 'Urlaub',
  sick: 'Krankheit',
  other: 'Sonstige Abwesenheit',
};

/** An absence from `from` to `to`, both days included. */
export interface Absence {
  from: DateString;
  to: DateString;
  kind: AbsenceKind;
}

/** Monday to Friday (0 = Monday … 6 = Sunday, as `weekdayIndexOf`). */
export const DEFAULT_WORKING_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4];

/** One employee's holiday account for one year, in working days. */
export interface HolidayAccount {
  year: number;
  entitlement: number;
  carryOver: number;
  /** Holiday days up to and including today. */
  taken: number;
  /** Holiday days after today. */
  planned: number;
  /** Entitlement + carry-over − taken − planned; negative when overdrawn. */
  left: number;
}

export interface HolidayAccountInput {
  year: number;
  entitlement: number;
  carryOver: number;
  absences: readonly Absence[];
  today: DateString;
  /** The employee's working weekdays; holiday on other days costs nothing. */
  workingWeekdays?: readonly number[];
  /** Public holidays of the country; holiday on them costs nothing either. */
  country?: HolidayCountry;
}

/** The working days of an absence inside `year`, in order (public holidays of `country` left out). */
export function absenceWorkingDays(
  absence: Absence,
  year: number,
  workingWeekdays: readonly number[] = DEFAULT_WORKING_WEEKDAYS,
  country?: HolidayCountry,
): DateString[] {
  const holidays = new Set(country ? publicHolidays(year, country) : []);
  const first =
    absence.from > calendarDateOf(year, 1, 1) ? absence.from : calendarDateOf(year, 1, 1);
  const last =
    absence.to < calendarDateOf(year, 12, 31) ? absence.to : calendarDateOf(year, 12, 31);
  const days: DateString[] = [];
  for (let day = first; day <= last; day = addCalendarDays(day, 1)) {
    if (workingWeekdays.includes(weekdayIndexOf(day)) && !holidays.has(day)) days.push(day);
  }
  return days;
}

/** Counts the holiday absences of a year against the entitlement and the carry-over. */
export function holidayAccount(input: HolidayAccountInput): HolidayAccount {
  const days = new Set(
    input.absences
      .filter((absence) => absence.kind === 'holiday')
      .flatMap((absence) =>
        absenceWorkingDays(absence, input.year, input.workingWeekdays, input.country),
      ),
  );
  const taken = [...days].filter((day) => day <= input.today).length;
  const planned = days.size - taken;
  return {
    year: input.year,
    entitlement: input.entitlement,
    carryOver: input.carryOver,
    taken,
    planned,
    left: input.entitlement + input.carryOver - taken - planned,
  };
}
