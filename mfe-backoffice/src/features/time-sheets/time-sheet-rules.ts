import {
  addCalendarDays,
  businessDayOf,
  formatDuration,
  germanMonthName,
  instantOfDayMinutes,
  MINUTE_MS,
  monthOfDay,
  monthString,
  parseMonth,
  parseTimeOfDay,
  timeOfDayOf,
  WorkingActivityLimits,
  type DateString,
  type Id,
  type TimeSheetActivity,
  type WorkingActivityInput,
} from '@bestellwerk/domain';

/** The month (`YYYY-MM`) of `now` on the business clock: the screen's default. */
export function currentMonth(now: Date, timeZone?: string): string {
  return monthOfDay(businessDayOf(now, timeZone));
}

/** The month `by` months before (negative) or after `month`. */
export function shiftMonth(month: string, by: number): string {
  const parsed = parseMonth(month)!;
  const index = parsed.year * 12 + parsed.month - 1 + by;
  return monthString({ year: Math.floor(index / 12), month: (index % 12) + 1 });
}

/** "Oktober 2026". */
export function monthTitle(month: string): string {
  const parsed = parseMonth(month);
  return parsed ? `${germanMonthName(parsed.month)} ${parsed.year}` : month;
}

/** A pause as the correction form edits it: two wall-clock times. */
export interface PauseDraft {
  start: string;
  end: string;
}

/** What the correction form edits: an activity's times on its day, comment and reason. */
export interface CorrectionDraft {
  /** The activity corrected; null when one is entered for a missing day. */
  activityId: Id | null;
  employeeId: Id;
  /** The business day the work started on. */
  date: DateString;
  start: string;
  /** Empty while the activity still runs (or is paused): it then stays open. */
  end: string;
  pauses: PauseDraft[];
  comment: string;
  reason: string;
  /** The state of an activity still open when the form opened; null for an ended or new one. */
  openState: 'running' | 'paused' | null;
}

/** The form's first state: the activity's times on the wall clock, or an empty new one. */
export function correctionDraftOf(
  employeeId: Id,
  date: DateString,
  activity: TimeSheetActivity | null,
  timeZone?: string,
): CorrectionDraft {
  const time = (instant: string | null) =>
    instant ? timeOfDayOf(new Date(instant), timeZone) : '';
  return {
    activityId: activity?.id ?? null,
    employeeId,
    date,
    start: activity ? time(activity.start) : '',
    end: activity ? time(activity.end) : '',
    pauses: (activity?.pauses ?? []).map((pause) => ({
      start: time(pause.start),
      end: time(pause.end),
    })),
    comment: activity?.comment ?? '',
    reason: '',
    openState: activity && activity.state !== 'ended' ? activity.state : null,
  };
}

/** Whether the draft leaves the activity open: it was open and no end was entered. */
function staysOpen(draft: CorrectionDraft): boolean {
  return draft.openState !== null && draft.end === '';
}

export type CorrectionField = 'start' | 'end' | 'reason' | `pauses.${number}`;

const TIME_FORMAT = 'Bitte eine Uhrzeit wie 08:30 eingeben.';

/** What keeps the draft from being saved, per field (empty when it can be saved). */
export function correctionErrors(draft: CorrectionDraft): Partial<Record<CorrectionField, string>> {
  const errors: Partial<Record<CorrectionField, string>> = {};
  if (parseTimeOfDay(draft.start) === null) errors.start = TIME_FORMAT;
  if (staysOpen(draft)) {
    // Still running: the end is left open.
  } else if (parseTimeOfDay(draft.end) === null) errors.end = TIME_FORMAT;
  else if (draft.end === draft.start) errors.end = 'Das Ende muss nach dem Beginn liegen.';
  draft.pauses.forEach((pause, index) => {
    // Of a paused activity kept open, the last pause may still last.
    const lasts = staysOpen(draft) && index === draft.pauses.length - 1 && pause.end === '';
    if (parseTimeOfDay(pause.start) === null || (!lasts && parseTimeOfDay(pause.end) === null))
      errors[`pauses.${index}`] = 'Bitte Beginn und Ende der Pause wie 10:00 eingeben.';
  });
  if (!draft.reason.trim()) errors.reason = 'Bitte geben Sie eine Begründung an.';
  else if (draft.reason.length > WorkingActivityLimits.reason)
    errors.reason = `Die Begründung darf höchstens ${WorkingActivityLimits.reason} Zeichen lang sein.`;
  return errors;
}

/**
 * A wall-clock time of the work that started on `date` at `startMinutes` as an instant: times
 * before the start belong to the next day (a night shift from 22:00 to 06:00).
 */
function instantAfterStart(
  date: DateString,
  startMinutes: number,
  time: string,
  timeZone?: string,
): string {
  const minutes = parseTimeOfDay(time)!;
  const day = minutes < startMinutes ? addCalendarDays(date, 1) : date;
  return instantOfDayMinutes(day, minutes, timeZone).toISOString();
}

/** The body of POST or PUT /api/working-activities for a valid draft. */
export function correctionBody(draft: CorrectionDraft, timeZone?: string): WorkingActivityInput {
  const startMinutes = parseTimeOfDay(draft.start)!;
  const at = (time: string) => instantAfterStart(draft.date, startMinutes, time, timeZone);
  const open = staysOpen(draft);
  return {
    user: { id: draft.employeeId },
    start: instantOfDayMinutes(draft.date, startMinutes, timeZone).toISOString(),
    end: open ? null : at(draft.end),
    state: open ? draft.openState! : 'ended',
    pauses: draft.pauses.map((pause) => ({
      start: at(pause.start),
      end: pause.end === '' ? null : at(pause.end),
    })),
    comment: draft.comment.trim(),
    reason: draft.reason.trim(),
  };
}

/** Minutes as `H:mm` for the tables; a dash for none. */
export function minutesText(minutes: number): string {
  return minutes === 0 ? '–' : formatDuration(minutes * MINUTE_MS);
}
