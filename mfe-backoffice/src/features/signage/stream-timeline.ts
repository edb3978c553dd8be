import {
  activePlaylist,
  businessDayOf,
  instantOfWallTime,
  isDaypartActive,
  type DateString,
  type IdRef,
  type SignageDaypart,
  type SignagePlaylistEntry,
  type SignageSegment,
} from '@bestellwerk/domain';

/** A stream entry as its form holds it. */
export interface StreamEntryDraft {
  segment?: IdRef | null;
  daypart?: SignageDaypart | null;
}

/** The playlist of a stream's entries: each with its segment (entries without one are left out). */
export function playlistOfEntries(
  entries: readonly StreamEntryDraft[],
  segments: readonly SignageSegment[],
): (SignagePlaylistEntry & { index: number })[] {
  return entries.flatMap((entry, index) => {
    const segment = segments.find((each) => each.id === entry.segment?.id);
    return segment ? [{ segment, daypart: entry.daypart ?? null, index }] : [];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date `days` after `date`. */
function addDays(date: DateString, days: number): DateString {
  const noon = new Date(`${date}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of an instant in the time zone. */
export function weekdayOfInstant(now: Date, timeZone: string): number {
  return new Date(`${businessDayOf(now, timeZone)}T12:00:00Z`).getUTCDay() || 7;
}

/** The date of ISO weekday `weekday` (1 = Monday) in the week (Monday first) of `now`. */
export function dateOfWeekday(weekday: number, now: Date, timeZone: string): DateString {
  return addDays(businessDayOf(now, timeZone), weekday - weekdayOfInstant(now, timeZone));
}

/** The instant of a wall-clock time (HH:mm) on a date in the time zone. */
export function instantOn(date: DateString, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return instantOfWallTime({ year, month, day, hour, minute, second: 0, millisecond: 0 }, timeZone);
}

/**
 * What a TV of this stream plays at weekday `weekday` (1 = Monday), `time` (HH:mm) of the week
 * of `now`: the entries whose segment is enabled and whose two dayparts both hold.
 */
export function playingAt<Entry extends SignagePlaylistEntry>(
  playlist: readonly Entry[],
  weekday: number,
  time: string,
  now: Date,
  timeZone: string,
): Entry[] {
  const at = instantOn(dateOfWeekday(weekday, now, timeZone), time, timeZone);
  return activePlaylist(playlist, at, timeZone) as Entry[];
}

/** One stretch of a day during which an entry plays: from inclusive, to exclusive. */
export interface PlaySpan {
  from: string;
  to: string;
}

/** Minutes between samples of the day timeline. */
export const TIMELINE_STEP_MINUTES = 5;

/**
 * When each entry plays on `date` between `from` and `to` (HH:mm), in steps of five minutes:
 * the stretches in which the segment is enabled and both its daypart and the entry's hold.
 */
export function daySpans(
  entry: SignagePlaylistEntry,
  date: DateString,
  timeZone: string,
  from = '06:00',
  to = '22:00',
): PlaySpan[] {
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  const spans: PlaySpan[] = [];
  let start: number | null = null;
  const end = minutesOf(to);
  for (let minute = minutesOf(from); minute <= end; minute += TIMELINE_STEP_MINUTES) {
    const at = instantOn(date, timeOf(minute), timeZone);
    const plays =
      minute < end &&
      entry.segment.isEnabled &&
      isDaypartActive(entry.segment.daypart, at, timeZone) &&
      isDaypartActive(entry.daypart, at, timeZone);
    if (plays && start === null) start = minute;
    if (!plays && start !== null) {
      spans.push({ from: timeOf(start), to: timeOf(minute) });
      start = null;
    }
  }
  return spans;
}
