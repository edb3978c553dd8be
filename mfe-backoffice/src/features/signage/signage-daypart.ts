import { formatCalendarDate, type SignageDaypart } from '@bestellwerk/domain';

/** Short German weekday names in ISO order (index 0 = Monday = 1). */
export const WEEKDAY_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;
/** Full German weekday names in ISO order. */
export const WEEKDAY_NAMES = [
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
  'Sonntag',
] as const;

/** A daypart that does not limit anything yet (every day, all day). */
export const emptyDaypart = (): SignageDaypart => ({
  weekdays: [],
  from: null,
  to: null,
  startDate: null,
  endDate: null,
});

/** A stored daypart as the editor holds it; null (or no object) plays always. */
export function daypartOf(value: unknown): SignageDaypart | null {
  if (!value || typeof value !== 'object') return null;
  const part = value as Partial<SignageDaypart>;
  return {
    weekdays: Array.isArray(part.weekdays) ? [...part.weekdays].sort((a, b) => a - b) : [],
    from: part.from || null,
    to: part.to || null,
    startDate: part.startDate || null,
    endDate: part.endDate || null,
  };
}

/** Weekdays as text: 'Mo–Fr' for a run of three or more, else 'Sa, So'. */
function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${WEEKDAY_SHORT[run[0] - 1]}–${WEEKDAY_SHORT[run[run.length - 1] - 1]}`]
        : run.map((day) => WEEKDAY_SHORT[day - 1]),
    )
    .join(', ');
}

/**
 * A daypart as the lists show it: 'Mo–Fr, 06:00–11:00, 01.12.2026–24.12.2026'; 'immer' for
 * none or one that limits nothing.
 */
export function daypartText(daypart: SignageDaypart | null): string {
  if (!daypart) return 'immer';
  const parts: string[] = [];
  if (daypart.weekdays.length > 0 && daypart.weekdays.length < 7)
    parts.push(weekdaysText(daypart.weekdays));
  if (daypart.from || daypart.to)
    parts.push(
      daypart.from && daypart.to
        ? `${daypart.from}–${daypart.to}`
        : daypart.from
          ? `ab ${daypart.from}`
          : `bis ${daypart.to}`,
    );
  const start = daypart.startDate ? formatCalendarDate(daypart.startDate) : '';
  const end = daypart.endDate ? formatCalendarDate(daypart.endDate) : '';
  if (start || end) parts.push(start && end ? `${start}–${end}` : start ? `ab ${start}` : `bis ${end}`);
  return parts.length > 0 ? parts.join(', ') : 'immer';
}
