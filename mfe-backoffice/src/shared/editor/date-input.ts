import { instantOfWallTime, wallTimeOf } from '@bestellwerk/domain';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The value of a datetime-local input ('2025-03-30T14:05', 24-hour) for an ISO instant, as the
 * wall clock of `timeZone` shows it; '' for no or an unreadable instant.
 */
export function localInputOfInstant(value: unknown, timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const wall = wallTimeOf(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The ISO instant a datetime-local input's value denotes in `timeZone`; null for an empty or
 * incomplete value.
 */
export function instantOfLocalInput(text: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return instantOfWallTime(
    { year, month, day, hour, minute, second: 0, millisecond: 0 },
    timeZone,
  ).toISOString();
}
