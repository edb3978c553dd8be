import type { DateString, OpeningHourEntry } from '../contract/common.js';
import { formatCalendarDate } from '../format/date-format.js';
import { addCalendarDays, germanWeekdayName, weekdayIndexOf } from '../time/calendar-dates.js';
import { entriesForDate, shiftsOfDay } from '../time/opening-hours.js';
import { DEFAULT_TIME_ZONE, timeOfDayOf } from '../time/time-zone.js';
import { weeklyHoursText } from '../time/weekly-hours.js';

/** Which level of the opening-hour rules decided a day (see `entriesForDate`). */
export type WeekPreviewSource = 'once' | 'weekday' | 'daily' | 'none';

/** One day of the preview of an hours list: its date and what the rules make of it. */
export interface WeekPreviewDay {
  date: DateString;
  /** 'Montag' … 'Sonntag'. */
  weekday: string;
  /** 'DD.MM.YYYY'. */
  dateText: string;
  /** '07:00 – 12:00, 14:00 – 18:00' or 'Geschlossen' (as the storefront's hours table). */
  text: string;
  isClosed: boolean;
  source: WeekPreviewSource;
}

/** The Monday of the ISO week `date` lies in. */
export function mondayOfWeek(date: DateString): DateString {
  return addCalendarDays(date, -weekdayIndexOf(date));
}

function sourceOf(governing: readonly OpeningHourEntry[]): WeekPreviewSource {
  const [first] = governing;
  if (!first) return 'none';
  if (first.type === 'once') return 'once';
  return first.type === 'daily' ? 'daily' : 'weekday';
}

/**
 * The seven days Monday to Sunday of the week containing `date`, each with the shifts the
 * shop's opening-hour rules give it (`shiftsOfDay`: once > weekday > daily, closed entries win,
 * malformed times skipped), so a one-off closure or special day shows in its week. A shift past
 * midnight is shown with its end time ('22:00 – 02:00').
 */
export function weekPreview(
  entries: readonly OpeningHourEntry[],
  date: DateString,
  timeZone: string = DEFAULT_TIME_ZONE,
): WeekPreviewDay[] {
  const monday = mondayOfWeek(date);
  return Array.from({ length: 7 }, (_, offset) => {
    const day = addCalendarDays(monday, offset);
    const shifts = shiftsOfDay(entries, day, timeZone).map((shift) => ({
      from: timeOfDayOf(shift.start, timeZone),
      to: timeOfDayOf(shift.end, timeZone),
    }));
    return {
      date: day,
      weekday: germanWeekdayName(day),
      dateText: formatCalendarDate(day),
      text: weeklyHoursText({ shifts }),
      isClosed: shifts.length === 0,
      source: sourceOf(entriesForDate(entries, day)),
    };
  });
}
