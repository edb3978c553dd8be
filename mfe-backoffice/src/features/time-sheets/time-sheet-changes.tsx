import { formatInstantDateTime, type WorkingTimeChange } from '@bestellwerk/domain';
import { changeSummary } from './time-sheet-change-text';

/**
 * "Änderungsprotokoll": the month's audit trail of activities, shifts, absences, holiday
 * balances, time-tracking access and the month itself, oldest first; nobody can edit it.
 */
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
              </p>
              <p>{changeSummary(change, timeZone)}</p>
              {change.reason ? <p className="bo-muted">Begründung: {change.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
