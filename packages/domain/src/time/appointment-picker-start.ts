import type { DateString } from '../contract/common.js';
import { parseTimeOfDay } from './calendar-dates.js';
import type { AppointmentPlanner } from './appointment-slots.js';
import { businessDayOf, timeOfDayOf } from './time-zone.js';

/** A day of the date picker and a time of the time picker (minutes after midnight). */
export interface PickerPosition {
  date: DateString;
  minutes: number;
}

/**
 * The time the time picker shows on `date`: `minutes` while bookable that day, else the first
 * bookable time after it, else the day's first; null when the day has no slots. Picking a day
 * so never lands on a closed time.
 */
export function pickerTimeOn(
  planner: AppointmentPlanner,
  date: DateString,
  minutes: number,
): number | null {
  const times = planner
    .timesOfDay(date)
    .map((entry) => parseTimeOfDay(entry.time))
    .filter((time): time is number => time !== null);
  if (times.length === 0) return null;
  if (times.includes(minutes)) return minutes;
  return times.find((time) => time > minutes) ?? times[0];
}

/**
 * Where the appointment pickers start: the chosen appointment while it is still bookable, else
 * the first available slot (on the time picker's grid); null when no day has slots.
 */
export function pickerStart(
  planner: AppointmentPlanner,
  chosen: Date | null,
): PickerPosition | null {
  const instant = chosen && planner.isAvailable(chosen) ? chosen : planner.firstAvailable();
  if (!instant) return null;
  const date = businessDayOf(instant, planner.timeZone);
  const minutes = parseTimeOfDay(timeOfDayOf(instant, planner.timeZone)) ?? 0;
  const time = pickerTimeOn(planner, date, minutes);
  return time === null ? null : { date, minutes: time };
}
