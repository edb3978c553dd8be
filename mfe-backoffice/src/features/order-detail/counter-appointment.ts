import { instantOfDayMinutes, isCalendarDate, parseTimeOfDay } from '@bestellwerk/domain';

/** Why a proposed time cannot be sent (ours). */
export const COUNTER_APPOINTMENT_INCOMPLETE = 'Bitte geben Sie Datum und Uhrzeit an.';

/**
 * The instant (ISO) of a proposed time entered as a date `YYYY-MM-DD` and a time `HH:mm` on the
 * branches' wall clock; null when either is missing or malformed.
 */
export function counterAppointmentInstant(
  date: string,
  time: string,
  timeZone?: string,
): string | null {
  if (!isCalendarDate(date)) return null;
  const minutes = parseTimeOfDay(time);
  if (minutes === null) return null;
  return instantOfDayMinutes(date, minutes, timeZone).toISOString();
}
