/**
 * Calendar days in the business's time zone. Orders belong to the business day they were
 * placed on in Vienna, and date filters (from/to) mean whole Vienna days.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Vienna';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function fields(instant: Date): Record<string, number> {
  return Object.fromEntries(
    parts
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** Milliseconds Vienna is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: Date): number {
  const f = fields(instant);
  const wall = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The Vienna calendar day (`YYYY-MM-DD`) of an instant. */
export function businessDayOf(instant: Date): string {
  const f = fields(instant);
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`;
}

/** The instant a Vienna calendar day (`YYYY-MM-DD`) begins. */
export function startOfBusinessDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const first = midnightUtc - offsetAt(new Date(midnightUtc));
  return new Date(midnightUtc - offsetAt(new Date(first)));
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
