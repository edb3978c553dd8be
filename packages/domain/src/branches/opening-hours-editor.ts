import type { OpeningHourEntry, OpeningHourType } from '../contract/common.js';
import { parseTimeOfDay } from '../time/calendar-dates.js';

/** The German names of the entry types as the hours editor offers them, in this order. */
export const OPENING_HOUR_TYPE_LABELS: readonly { value: OpeningHourType; label: string }[] = [
  { value: 'daily', label: 'Täglich' },
  { value: 'monday', label: 'Montag' },
  { value: 'tuesday', label: 'Dienstag' },
  { value: 'wednesday', label: 'Mittwoch' },
  { value: 'thursday', label: 'Donnerstag' },
  { value: 'friday', label: 'Freitag' },
  { value: 'saturday', label: 'Samstag' },
  { value: 'sunday', label: 'Sonntag' },
  { value: 'once', label: 'Einmalig am' },
];

/** A new row of the hours editor: daily 08:00–18:00, open. */
export function newOpeningHourEntry(): OpeningHourEntry {
  return { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' };
}

/**
 * An entry with another type: `date` is kept only for `once` (a weekday or daily entry has
 * none, so the API does not refuse a stale date).
 */
export function withOpeningHourType(
  entry: OpeningHourEntry,
  type: OpeningHourType,
): OpeningHourEntry {
  return { ...entry, type, date: type === 'once' ? entry.date : null };
}

/**
 * Whether an open entry runs past midnight: `to` not after `from` ends on the next day
 * (22:00–02:00; 00:00–00:00 is the whole day), as the opening-hour rules read it.
 */
export function endsNextDay(entry: Pick<OpeningHourEntry, 'isClosed' | 'from' | 'to'>): boolean {
  if (entry.isClosed) return false;
  const from = parseTimeOfDay(entry.from);
  const to = parseTimeOfDay(entry.to);
  return from !== null && to !== null && to <= from;
}
