import {
  formatCalendarDate,
  formatInstantTime,
  germanWeekdayName,
  type DateString,
  type WorkingActivity,
} from '@bestellwerk/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** A running timer as `H:MM:SS` (2:05:09). */
export function formatTimer(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  return `${hours}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** A day as the lists show it: `Fr, 27.11.2026`. */
export function formatDayLabel(date: DateString): string {
  return `${germanWeekdayName(date).slice(0, 2)}, ${formatCalendarDate(date)}`;
}

/** Where the clock stands, in one sentence, for the employee's open activity (null: none). */
export function clockStateLine(current: WorkingActivity | null, timeZone: string): string {
  if (!current) return 'Sie sind nicht eingestempelt.';
  const since = formatInstantTime(current.start, timeZone);
  if (current.state === 'paused') {
    const pause = current.pauses.at(-1);
    return `Pause seit ${pause ? formatInstantTime(pause.start, timeZone) : since}.`;
  }
  return `Ihre Arbeitszeit läuft seit ${since}.`;
}
