import type { FieldError } from '../contract/common.js';
import type { SignageDaypart } from '../contract/signage.js';
import { formatCalendarDate } from '../format/date-format.js';
import { isCalendarDate, parseTimeOfDay } from '../time/calendar-dates.js';
import { GERMAN_WEEKDAY_ABBREVIATIONS } from '../time/compact-week-hours.js';

/** German messages of the daypart checks, each defined once. */
export const SIGNAGE_DAYPART_MESSAGES = {
  notObject: 'Der Zeitraum ist ungültig.',
  weekdays: 'Wochentage sind Zahlen von 1 (Montag) bis 7 (Sonntag).',
  time: 'Bitte eine Uhrzeit im Format HH:mm angeben.',
  sameTimes: 'Beginn und Ende dürfen nicht gleich sein.',
  date: 'Bitte ein gültiges Datum (JJJJ-MM-TT) angeben.',
  dateOrder: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isMissing = (value: unknown) => value === undefined || value === null;

/**
 * What is wrong with a daypart as a client sent it, as German field errors under `field`
 * (`daypart.from`, `daypart.weekdays`…). Null or missing parts are fine (they do not limit):
 * weekdays are distinct integers 1..7, times HH:mm with `from` ≠ `to`, dates real calendar
 * dates with the start not after the end.
 */
export function signageDaypartErrors(daypart: unknown, field = 'daypart'): FieldError[] {
  if (isMissing(daypart)) return [];
  if (!isRecord(daypart)) return [{ field, message: SIGNAGE_DAYPART_MESSAGES.notObject }];
  const errors: FieldError[] = [];
  const { weekdays, from, to, startDate, endDate } = daypart;
  if (!isMissing(weekdays)) {
    const valid =
      Array.isArray(weekdays) &&
      weekdays.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) &&
      new Set(weekdays).size === weekdays.length;
    if (!valid)
      errors.push({ field: `${field}.weekdays`, message: SIGNAGE_DAYPART_MESSAGES.weekdays });
  }
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isMissing(value) && (typeof value !== 'string' || parseTimeOfDay(value) === null))
      errors.push({ field: `${field}.${name}`, message: SIGNAGE_DAYPART_MESSAGES.time });
  }
  if (typeof from === 'string' && from === to && parseTimeOfDay(from) !== null)
    errors.push({ field: `${field}.to`, message: SIGNAGE_DAYPART_MESSAGES.sameTimes });
  for (const [name, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (!isMissing(value) && !isCalendarDate(value))
      errors.push({ field: `${field}.${name}`, message: SIGNAGE_DAYPART_MESSAGES.date });
  }
  if (isCalendarDate(startDate) && isCalendarDate(endDate) && startDate > endDate)
    errors.push({ field: `${field}.endDate`, message: SIGNAGE_DAYPART_MESSAGES.dateOrder });
  return errors;
}

/**
 * A valid daypart (see signageDaypartErrors) in its stored form: every part present, weekdays
 * sorted, unknown keys dropped. Null when it does not limit at all, so "always" has one form.
 */
export function normaliseSignageDaypart(daypart: unknown): SignageDaypart | null {
  if (!isRecord(daypart)) return null;
  const weekdays = Array.isArray(daypart.weekdays)
    ? [...(daypart.weekdays as number[])].sort((a, b) => a - b)
    : [];
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const result: SignageDaypart = {
    weekdays: weekdays.length === 7 ? [] : weekdays,
    from: text(daypart.from),
    to: text(daypart.to),
    startDate: text(daypart.startDate),
    endDate: text(daypart.endDate),
  };
  const limits =
    result.weekdays.length > 0 || result.from || result.to || result.startDate || result.endDate;
  return limits ? result : null;
}

/** 'Mo–Fr', 'Sa, So', 'Mo, Mi, Fr': runs of three or more days joined by a dash. */
function weekdaysText(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of days) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === day - 1) run.push(day);
    else runs.push([day]);
  }
  const name = (day: number) => GERMAN_WEEKDAY_ABBREVIATIONS[day - 1];
  return runs
    .flatMap((run) =>
      run.length >= 3 ? [`${name(run[0])}–${name(run[run.length - 1])}`] : run.map(name),
    )
    .join(', ');
}

function rangeText(from: string | null, to: string | null): string | null {
  if (from && to) return `${from}–${to}`;
  if (from) return `ab ${from}`;
  if (to) return `bis ${to}`;
  return null;
}

/**
 * A daypart in a few German words for lists: 'Mo–Fr, 06:00–11:00', 'ab 14:00',
 * 'Sa, So, 01.12.2026–24.12.2026'; 'Immer' when it does not limit.
 */
export function signageDaypartText(daypart: SignageDaypart | null): string {
  if (!daypart) return 'Immer';
  const parts = [
    daypart.weekdays.length > 0 && daypart.weekdays.length < 7
      ? weekdaysText(daypart.weekdays)
      : null,
    rangeText(daypart.from, daypart.to),
    rangeText(
      daypart.startDate ? formatCalendarDate(daypart.startDate) : null,
      daypart.endDate ? formatCalendarDate(daypart.endDate) : null,
    ),
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(', ') : 'Immer';
}
