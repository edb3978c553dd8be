import type { DateString } from '../contract/common.js';
import type { SignageDaypart, SignagePlaylistEntry } from '../contract/signage.js';
import { businessDayOf, timeOfDayOf, DEFAULT_TIME_ZONE } from '../time/time-zone.js';

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
function isoWeekdayOf(date: DateString): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date before `date`. */
function dayBefore(date: DateString): DateString {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - 1);
  return noon.toISOString().slice(0, 10);
}

function onDay(daypart: SignageDaypart, date: DateString): boolean {
  if (daypart.startDate && date < daypart.startDate) return false;
  if (daypart.endDate && date > daypart.endDate) return false;
  return daypart.weekdays.length === 0 || daypart.weekdays.includes(isoWeekdayOf(date));
}

/**
 * Whether a daypart is active at `now` in the time zone. Times are wall-clock HH:mm, `from`
 * inclusive and `to` exclusive; a window whose `from` lies after its `to` crosses midnight and
 * belongs to the day it starts on (Friday 22:00–02:00 plays into Saturday night). Weekdays and
 * dates limit the day the window starts on. Null plays always.
 */
export function isDaypartActive(
  daypart: SignageDaypart | null,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (!daypart) return true;
  const today = businessDayOf(now, timeZone);
  const time = timeOfDayOf(now, timeZone);
  const from = daypart.from ?? '00:00';
  const to = daypart.to ?? null;
  if (to === null || from < to) {
    return onDay(daypart, today) && time >= from && (to === null || time < to);
  }
  // Crossing midnight: the evening part today, or the morning part of yesterday's window.
  if (time >= from) return onDay(daypart, today);
  return time < to && onDay(daypart, dayBefore(today));
}

/** The playlist entries that play at `now`: both the segment's and the entry's daypart hold. */
export function activePlaylist(
  playlist: readonly SignagePlaylistEntry[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): SignagePlaylistEntry[] {
  return playlist.filter(
    (entry) =>
      entry.segment.isEnabled &&
      isDaypartActive(entry.segment.daypart, now, timeZone) &&
      isDaypartActive(entry.daypart, now, timeZone),
  );
}

/**
 * Whether prices loaded at `loadedAt` may still be shown at `now` as current: a TV that could
 * not refresh for longer than `maxAgeHours` hides them rather than show stale prices.
 */
export function arePricesFresh(loadedAt: Date, now: Date, maxAgeHours: number): boolean {
  return now.getTime() - loadedAt.getTime() <= maxAgeHours * 3_600_000;
}
