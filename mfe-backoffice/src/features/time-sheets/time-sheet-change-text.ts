import {
  ABSENCE_LABELS,
  businessDayOf,
  formatDecimal,
  germanWeekdayName,
  timeOfDayOf,
  type AbsenceValues,
  type DateString,
  type HolidayBalanceValues,
  type WorkingScheduleValues,
  type WorkingTimeChange,
  type WorkingTimeChangeAction,
  type WorkingTimeChangeSubject,
  type WorkingTimeValues,
} from '@bestellwerk/domain';

const RECORD_ACTIONS: Partial<Record<WorkingTimeChangeAction, string>> = {
  created: 'angelegt',
  updated: 'geändert',
  deleted: 'gelöscht',
};

const ACTIVITY_ACTIONS: Partial<Record<WorkingTimeChangeAction, string>> = {
  created: 'nachgetragen',
  updated: 'korrigiert',
  deleted: 'gelöscht',
  autoEnded: 'automatisch beendet',
};

const SUBJECT_NAMES: Partial<Record<WorkingTimeChangeSubject, string>> = {
  schedule: 'Schicht',
  absence: 'Abwesenheit',
  holidayBalance: 'Urlaubskonto',
};

const OWN_TITLES: Partial<Record<WorkingTimeChangeAction, string>> = {
  monthClosed: 'Monat abgeschlossen',
  monthReopened: 'Monat wieder geöffnet',
  linkRenewed: 'Neuer Zeiterfassungs-Link',
  pinSet: 'PIN gesetzt',
  pinRemoved: 'PIN entfernt',
};

/** What happened, in German: "Schicht geändert", "Arbeitszeit korrigiert", "PIN gesetzt". */
export function changeTitle({ subject, action }: WorkingTimeChange): string {
  if (subject === 'activity') return `Arbeitszeit ${ACTIVITY_ACTIONS[action] ?? action}`;
  const name = SUBJECT_NAMES[subject];
  if (name) return `${name} ${RECORD_ACTIONS[action] ?? action}`;
  return OWN_TITLES[action] ?? action;
}

const shortDate = (date: DateString) => `${date.slice(8, 10)}.${date.slice(5, 7)}.`;
const time = (instant: string | null, timeZone?: string) =>
  instant ? timeOfDayOf(new Date(instant), timeZone) : 'offen';

/** An activity's values in one line: "08:00–15:00, 1 Pause (30 min), Kommentar". */
export function valuesText(values: WorkingTimeValues | null, timeZone?: string): string {
  if (!values) return '–';
  const pauseMinutes = values.pauses.reduce(
    (sum, pause) =>
      sum + (pause.end ? (Date.parse(pause.end) - Date.parse(pause.start)) / 60_000 : 0),
    0,
  );
  const parts = [`${time(values.start, timeZone)}–${time(values.end, timeZone)}`];
  if (values.pauses.length > 0)
    parts.push(
      `${values.pauses.length} ${values.pauses.length === 1 ? 'Pause' : 'Pausen'} (${Math.round(pauseMinutes)} min)`,
    );
  if (values.comment) parts.push(values.comment);
  return parts.join(', ');
}

/** "Mo, 23.11." of the day a shift starts on. */
function shiftDay(shift: WorkingScheduleValues, timeZone?: string): string {
  const day = businessDayOf(new Date(shift.start), timeZone);
  return `${germanWeekdayName(day).slice(0, 2)}, ${shortDate(day)}`;
}

/** "Mo, 23.11. 07:00–15:00"; the day left out when `sameDayAs` starts on the same day. */
function shiftText(
  shift: WorkingScheduleValues,
  timeZone?: string,
  sameDayAs?: WorkingScheduleValues,
): string {
  const times = `${time(shift.start, timeZone)}–${time(shift.end, timeZone)}`;
  const day = shiftDay(shift, timeZone);
  const withDay = sameDayAs && shiftDay(sameDayAs, timeZone) === day ? times : `${day} ${times}`;
  return shift.comment ? `${withDay}, ${shift.comment}` : withDay;
}

/** "Urlaub 22.12.–31.12." (one day: "Urlaub 22.12."), with its comment. */
function absenceText(absence: AbsenceValues): string {
  const days =
    absence.from === absence.to
      ? shortDate(absence.from)
      : `${shortDate(absence.from)}–${shortDate(absence.to)}`;
  const text = `${ABSENCE_LABELS[absence.kind]} ${days}`;
  return absence.comment ? `${text}, ${absence.comment}` : text;
}

const BALANCE_FIELDS = [
  ['entitlement', 'Anspruch'],
  ['carryOver', 'Übertrag'],
] as const;

/** "2027: Anspruch 25, Übertrag 1,5"; a change names only what changed ("Anspruch 25 → 27"). */
function balanceText(before: HolidayBalanceValues | null, after: HolidayBalanceValues | null) {
  const shown = (after ?? before)!;
  if (!before || !after)
    return `${shown.year}: ${BALANCE_FIELDS.map(([field, label]) => `${label} ${formatDecimal(shown[field])}`).join(', ')}`;
  const changed = BALANCE_FIELDS.filter(([field]) => before[field] !== after[field]).map(
    ([field, label]) => `${label} ${formatDecimal(before[field])} → ${formatDecimal(after[field])}`,
  );
  if (before.year !== after.year) changed.unshift(`Jahr ${before.year} → ${after.year}`);
  return `${after.year}: ${changed.join(', ') || 'unverändert'}`;
}

/** "before → after", or the one there is. */
function beforeAfter<T>(
  before: T | null,
  after: T | null,
  text: (values: T, other?: T) => string,
): string {
  if (before && after) return `${text(before)} → ${text(after, before)}`;
  return text((after ?? before)!);
}

/**
 * What changed, in German, by subject: a shift "Mo, 23.11. 07:00–15:00 → 08:00–16:00", an
 * absence "Urlaub 22.12.–31.12.", a balance "2027: Anspruch 25 → 27", an activity
 * "08:00–14:00 → 08:00–15:00"; '' when the entry has no values (access, months).
 */
export function changeDetail(change: WorkingTimeChange, timeZone?: string): string {
  const { before, after } = change;
  if (!before && !after) return '';
  switch (change.subject) {
    case 'schedule':
      return beforeAfter(
        before as WorkingScheduleValues | null,
        after as WorkingScheduleValues | null,
        (values, other) => shiftText(values, timeZone, other),
      );
    case 'absence':
      return beforeAfter(
        before as AbsenceValues | null,
        after as AbsenceValues | null,
        absenceText,
      );
    case 'holidayBalance':
      return balanceText(
        before as HolidayBalanceValues | null,
        after as HolidayBalanceValues | null,
      );
    default:
      return `${valuesText(before as WorkingTimeValues | null, timeZone)} → ${valuesText(after as WorkingTimeValues | null, timeZone)}`;
  }
}

/**
 * One line of the audit trail: "Schicht geändert · Sophie Wagner · Mo, 23.11. 07:00–15:00 →
 * 08:00–16:00", "PIN gesetzt · Sophie Wagner".
 */
export function changeSummary(change: WorkingTimeChange, timeZone?: string): string {
  return [changeTitle(change), change.employee?.name, changeDetail(change, timeZone)]
    .filter(Boolean)
    .join(' · ');
}
