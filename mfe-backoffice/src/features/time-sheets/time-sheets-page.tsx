import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  ABSENCE_LABELS,
  formatCalendarDate,
  germanMonth,
  germanWeekdayName,
  hasMonthEnded,
  monthDays,
  addCalendarDays,
  parseMonth,
  signedMinutes,
  timeOfDayOf,
  timeSheetFlagTexts,
  type TimeSheetEmployee,
} from '@bestellwerk/domain';
import { useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  BranchFilter,
  useActionErrors,
  useBranches,
} from '../../shared/layout/index.js';
import { CorrectionDialog } from './correction-dialog.js';
import { TimeSheetChanges } from './time-sheet-changes.js';
import {
  correctionDraftOf,
  currentMonth,
  minutesText,
  monthTitle,
  type CorrectionDraft,
} from './time-sheet-rules.js';
import { TIME_SHEET_ACTIONS, TimeSheetStore } from './time-sheet-store.js';
import './time-sheets.css';

interface Editing {
  draft: CorrectionDraft;
  employeeName: string;
}

/** The employees with their month totals; a name selects the employee's days. */
const EmployeeTable = observer(function EmployeeTable({ store }: { store: TimeSheetStore }) {
  const employees = store.sheet?.employees ?? [];
  if (employees.length === 0) return <p>Keine Mitarbeitenden in diesem Monat.</p>;
  return (
    <div className="bo-table-scroll">
      <table className="bo-table bo-time-sheets__table">
        <caption>Mitarbeitende, {monthTitle(store.month)}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Soll</th>
            <th scope="col">Ist</th>
            <th scope="col">Saldo</th>
            <th scope="col">Pausen</th>
            <th scope="col">Abwesenheit</th>
            <th scope="col">Hinweise</th>
          </tr>
        </thead>
        <tbody>
          {employees.map((employee) => (
            <tr
              key={employee.id}
              aria-current={store.selected?.id === employee.id ? 'true' : undefined}
            >
              <th scope="row">
                <button
                  type="button"
                  className="bo-time-sheets__name"
                  onClick={() => store.select(employee.id)}
                >
                  {employee.name}
                </button>
              </th>
              <td data-label="Soll">{minutesText(employee.totals.plannedMinutes)}</td>
              <td data-label="Ist">{minutesText(employee.totals.netMinutes)}</td>
              <td data-label="Saldo">{signedMinutes(employee.totals.overtimeMinutes)}</td>
              <td data-label="Pausen">{minutesText(employee.totals.breakMinutes)}</td>
              <td data-label="Abwesenheit">{absenceDaysText(employee.totals.absenceDays)}</td>
              <td data-label="Hinweise">{employee.totals.flaggedDays || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

interface DayTableProps {
  employee: TimeSheetEmployee;
  month: string;
  canCorrect: boolean;
  timeZone?: string;
  onEdit: (editing: Editing) => void;
}

/** One employee's days: plan, start–end, breaks, net, overtime, absence, flags, corrections. */
/** "1 Tag", "3 Tage", or a dash for none. */
function absenceDaysText(days: number): string {
  if (days === 0) return '–';
  return days === 1 ? '1 Tag' : `${days} Tage`;
}

function DayTable({ employee, month, canCorrect, timeZone, onEdit }: DayTableProps) {
  const time = (instant: string | null) =>
    instant ? timeOfDayOf(new Date(instant), timeZone) : 'läuft';
  const edit = (
    date: string,
    activity: TimeSheetEmployee['days'][number]['activities'][number] | null,
  ) =>
    onEdit({
      draft: correctionDraftOf(employee.id, date, activity, timeZone),
      employeeName: employee.name,
    });
  return (
    <section aria-labelledby="time-sheet-days">
      <h2 id="time-sheet-days">
        {employee.name}, {monthTitle(month)}
      </h2>
      <div className="bo-table-scroll">
        <table className="bo-table bo-time-sheets__table bo-time-sheets__days">
          <caption className="bw-visually-hidden">Tage von {employee.name}</caption>
          <thead>
            <tr>
              <th scope="col">Datum</th>
              <th scope="col">Soll</th>
              <th scope="col">Beginn–Ende</th>
              <th scope="col">Pausen</th>
              <th scope="col">Ist</th>
              <th scope="col">Saldo</th>
              <th scope="col">Abwesenheit</th>
              <th scope="col">Hinweise</th>
              {canCorrect ? <th scope="col">Aktionen</th> : null}
            </tr>
          </thead>
          <tbody>
            {employee.days.map((day) => {
              const weekday = germanWeekdayName(day.date);
              const flags = timeSheetFlagTexts(day);
              const shown = day.netMinutes || day.plannedMinutes;
              return (
                <tr key={day.date} data-testid={`day-${day.date}`}>
                  <th scope="row">
                    {weekday.slice(0, 2)}, {formatCalendarDate(day.date)}
                  </th>
                  <td data-label="Soll">{minutesText(day.plannedMinutes)}</td>
                  <td data-label="Beginn–Ende">{day.start ? `${day.start}–${day.end}` : '–'}</td>
                  <td data-label="Pausen">{day.start ? minutesText(day.breakMinutes) : '–'}</td>
                  <td data-label="Ist">{minutesText(day.netMinutes)}</td>
                  <td data-label="Saldo">{shown ? signedMinutes(day.overtimeMinutes) : '–'}</td>
                  <td data-label="Abwesenheit">
                    {day.absence ? ABSENCE_LABELS[day.absence] : '–'}
                  </td>
                  <td data-label="Hinweise">
                    {flags.length ? (
                      <ul className="bo-time-sheets__flags">
                        {flags.map((flag) => (
                          <li key={flag}>{flag}</li>
                        ))}
                      </ul>
                    ) : (
                      '–'
                    )}
                  </td>
                  {canCorrect ? (
                    <td>
                      <div className="bo-time-sheets__actions">
                        {day.activities.map((activity) => (
                          <Button
                            key={activity.id}
                            variant="secondary"
                            onClick={() => edit(day.date, activity)}
                          >
                            {`${time(activity.start)}–${time(activity.end)} korrigieren`}
                          </Button>
                        ))}
                        {day.activities.length === 0 ? (
                          <Button variant="secondary" onClick={() => edit(day.date, null)}>
                            Aktivität nachtragen
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * `/backend/time-sheets` "Zeiterfassung": per month the employees with plan, work, overtime
 * and flags; one employee's days with corrections (reason required) and entries for missing
 * days; the audit trail; closing the month; CSV and PDF downloads. Employees see only
 * themselves, read-only.
 */
export const TimeSheetsPage = observer(function TimeSheetsPage() {
  const { api, session, config } = useStores();
  const errors = useActionErrors();
  const timeZone = config.config?.timeZone || undefined;
  const [store] = useState(
    () => new TimeSheetStore(api, errors, currentMonth(new Date(), timeZone)),
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState(false);
  const branches = useBranches();
  const isAdmin = session.isAdmin;

  useEffect(() => {
    void store.load();
  }, [store]);

  const sheet = store.sheet;
  const closed = store.isClosed;
  const canCorrect = isAdmin && sheet !== null && !closed;
  const parsed = parseMonth(store.month);
  // Only a month that is over can be closed; until then the button would only be refused.
  const ended = parsed !== null && hasMonthEnded(parsed, new Date(), timeZone);
  const downloads = `/api/time-sheets/month`;
  const selected = store.selected;

  return (
    <BackofficePage
      title="Zeiterfassung"
      actions={
        <>
          <a
            className="bw-button bw-button--secondary"
            href={`${downloads}.csv?${store.query}`}
            download
          >
            CSV exportieren
          </a>
          <a
            className="bw-button bw-button--secondary"
            href={`${downloads}.pdf?${store.query}${selected ? `&user=${selected.id}` : ''}`}
            download
          >
            PDF (Stundenzettel)
          </a>
        </>
      }
    >
      <div className="bo-time-sheets__filter" role="group" aria-label="Monat und Filiale">
        <Button
          variant="secondary"
          aria-label="Vorheriger Monat"
          onClick={() => void store.step(-1)}
        >
          ‹
        </Button>
        <label className="bo-field">
          Monat
          <input
            type="month"
            value={store.month}
            onChange={(event) => {
              if (parseMonth(event.target.value)) void store.showMonth(event.target.value);
            }}
          />
        </label>
        <Button variant="secondary" aria-label="Nächster Monat" onClick={() => void store.step(1)}>
          ›
        </Button>
        {closed ? <span className="bo-time-sheets__badge">abgeschlossen</span> : null}
        {isAdmin && branches.list ? (
          <BranchFilter
            value={store.branch}
            branches={branches.list}
            onChange={(branch) => void store.setBranch(branch)}
          />
        ) : null}
      </div>
      <ActionErrorList
        store={errors}
        actions={[TIME_SHEET_ACTIONS.load, TIME_SHEET_ACTIONS.close]}
      />
      {sheet === null && !errors.errorFor(TIME_SHEET_ACTIONS.load) ? (
        <p role="status">Zeiterfassung wird geladen…</p>
      ) : null}
      {sheet ? (
        <>
          {closed && sheet.closing ? (
            <p className="bo-time-sheets__closed" role="note">
              {`Der Monat ${parsed ? germanMonth(parsed) : store.month} ist abgeschlossen${
                sheet.closing.closedBy ? ` (${sheet.closing.closedBy.name})` : ''
              } und kann nicht mehr geändert werden.`}
            </p>
          ) : null}
          {isAdmin && !closed ? (
            confirming ? (
              <div
                className="bo-time-sheets__confirm"
                role="alertdialog"
                aria-label="Monat abschließen"
              >
                <p>
                  {`${monthTitle(store.month)} abschließen? Danach können Aktivitäten, Dienstplan und Abwesenheiten des Monats nicht mehr geändert werden.`}
                </p>
                <Button
                  onClick={async () => {
                    if (await store.closeMonth()) setConfirming(false);
                  }}
                  disabled={errors.isRunning(TIME_SHEET_ACTIONS.close)}
                >
                  Ja, abschließen
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Abbrechen
                </Button>
              </div>
            ) : ended ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Monat abschließen
              </Button>
            ) : parsed ? (
              <p className="bo-time-sheets__closed" role="note">
                {`Abschließen ist ab dem ${formatCalendarDate(addCalendarDays(monthDays(parsed).last, 1))} möglich.`}
              </p>
            ) : null
          ) : null}
          {isAdmin ? <EmployeeTable store={store} /> : null}
          {selected ? (
            <DayTable
              employee={selected}
              month={store.month}
              canCorrect={canCorrect}
              timeZone={timeZone}
              onEdit={setEditing}
            />
          ) : null}
          <TimeSheetChanges changes={store.changes} timeZone={timeZone} />
        </>
      ) : null}
      {editing ? (
        <CorrectionDialog
          store={store}
          initial={editing.draft}
          employeeName={editing.employeeName}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </BackofficePage>
  );
});
