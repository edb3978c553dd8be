import {
  formatInstantDateTime,
  timeOfDayOf,
  type WorkingTimeChange,
  type WorkingTimeChangeAction,
  type WorkingTimeValues,
} from '@bestellwerk/domain';

const ACTION_LABELS: Record<WorkingTimeChangeAction, string> = {
  created: 'nachgetragen',
  updated: 'korrigiert',
  deleted: 'gelöscht',
  autoEnded: 'automatisch beendet',
  monthClosed: 'Monat abgeschlossen',
  monthReopened: 'Monat wieder geöffnet',
};

/** An activity's values in one line: "08:00–15:00, 1 Pause (30 min), Kommentar". */
export function valuesText(values: WorkingTimeValues | null, timeZone?: string): string {
  if (!values) return '–';
  const time = (instant: string | null) =>
    instant ? timeOfDayOf(new Date(instant), timeZone) : 'offen';
  const pauseMinutes = values.pauses.reduce(
    (sum, pause) =>
      sum + (pause.end ? (Date.parse(pause.end) - Date.parse(pause.start)) / 60_000 : 0),
    0,
  );
  const parts = [`${time(values.start)}–${time(values.end)}`];
  if (values.pauses.length > 0)
    parts.push(
      `${values.pauses.length} ${values.pauses.length === 1 ? 'Pause' : 'Pausen'} (${Math.round(pauseMinutes)} min)`,
    );
  if (values.comment) parts.push(values.comment);
  return parts.join(', ');
}

/** "Änderungsprotokoll": the month's audit trail, oldest first; nobody can edit it. */
export function TimeSheetChanges({
  changes,
  timeZone,
}: {
  changes: readonly WorkingTimeChange[];
  timeZone?: string;
}) {
  return (
    <section aria-labelledby="time-sheet-changes" className="bo-time-sheets__changes">
      <h2 id="time-sheet-changes">Änderungsprotokoll</h2>
      {changes.length === 0 ? (
        <p>Keine Änderungen in diesem Monat.</p>
      ) : (
        <ol className="bo-time-sheets__change-list">
          {changes.map((change) => (
            <li key={change.id}>
              <p>
                <time dateTime={change.at}>{formatInstantDateTime(change.at, timeZone)}</time>
                {' · '}
                <strong>{change.by?.name ?? 'Automatik'}</strong>
                {' · '}
                {ACTION_LABELS[change.action]}
                {change.employee ? ` · ${change.employee.name}` : ''}
              </p>
              {change.before || change.after ? (
                <p>
                  {valuesText(change.before, timeZone)} → {valuesText(change.after, timeZone)}
                </p>
              ) : null}
              {change.reason ? <p className="bo-muted">Begründung: {change.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
