import { useEffect, useId, useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@bestellwerk/client';
import {
  businessDayOf,
  DEFAULT_TIME_ZONE,
  type Branch,
  type DateString,
  type Id,
  type WorkingSchedule,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  BackofficePage,
  BranchesState,
  BranchFilter,
  StatusNotice,
  useBranches,
} from '../../shared/layout/index.js';
import { dayHeading, plannedHours, shiftTimes, weekTitle } from './schedule-week.js';
import {
  employeeName,
  SCHEDULE_LOAD_FAILED,
  ScheduleStore,
  type ShiftDraft,
} from './schedule-store.js';
import { ShiftForm } from './shift-form.js';
import './schedule.css';

/** The data type a dragged shift carries. */
const SHIFT_DRAG_TYPE = 'application/x-bestellwerk-shift';

/**
 * `/backend/schedule` (Dienstplan): the week grid of one branch and department, Monday first.
 * Administrators add shifts in a cell, edit, move (drag or "Verschieben") and delete them and
 * copy the week before; other staff see their own shifts read-only.
 */
export const SchedulePage = observer(function SchedulePage() {
  const { api, config, session } = useStores();
  const branches = useBranches();
  const timeZone = config.config?.timeZone || DEFAULT_TIME_ZONE;
  const [store] = useState(
    () =>
      new ScheduleStore({
        api,
        timeZone,
        breakRule: config.config?.breakRule ?? 'AT',
        isAdmin: session.isAdmin,
        me: session.me!,
        today: businessDayOf(new Date(), timeZone),
      }),
  );

  // The first branch once the branches are there; without them (failed) every branch.
  const branchesFailed = branches.query.status === 'error';
  useEffect(() => {
    if (!branches.list && !branchesFailed) return;
    const first = session.isAdmin ? (branches.list?.[0]?.id ?? null) : null;
    void store.setBranch(first);
  }, [branches.list, branchesFailed, session.isAdmin, store]);

  return (
    <BackofficePage
      title="Dienstplan"
      actions={
        store.isAdmin ? (
          <Button
            variant="secondary"
            disabled={store.changes.busy || store.status !== 'done'}
            onClick={() => void store.copyPreviousWeek()}
          >
            Vorwoche kopieren
          </Button>
        ) : null
      }
    >
      <BranchesState branches={branches} />
      <ScheduleControls store={store} branches={branches.list ?? []} />
      <StatusNotice text={store.changes.notice} />
      <ScheduleBody store={store} branches={branches.list ?? []} />
    </BackofficePage>
  );
});

const ScheduleControls = observer(function ScheduleControls({
  store,
  branches,
}: {
  store: ScheduleStore;
  branches: readonly Branch[];
}) {
  const id = useId();
  return (
    <div className="bo-schedule__controls">
      <nav className="bo-schedule__weeks" aria-label="Woche">
        <Button variant="secondary" onClick={store.previousWeek} aria-label="Vorige Woche">
          ‹ Woche
        </Button>
        <Button variant="secondary" onClick={store.thisWeek}>
          Heute
        </Button>
        <Button variant="secondary" onClick={store.nextWeek} aria-label="Nächste Woche">
          Woche ›
        </Button>
        <h2 className="bo-schedule__week" aria-live="polite">
          {weekTitle(store.monday)}
        </h2>
      </nav>
      {store.isAdmin ? (
        <div className="bo-schedule__filters">
          <BranchFilter
            value={store.branchId}
            branches={branches}
            onChange={(branchId) => void store.setBranch(branchId)}
          />
          <div className="bo-field">
            <label htmlFor={`${id}-department`}>Abteilung</label>
            <select
              id={`${id}-department`}
              value={store.departmentId ?? ''}
              onChange={(event) =>
                store.setDepartment(event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">Alle Abteilungen</option>
              {store.departments.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.name}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
    </div>
  );
});

const ScheduleBody = observer(function ScheduleBody({
  store,
  branches,
}: {
  store: ScheduleStore;
  branches: readonly Branch[];
}) {
  const [editing, setEditing] = useState<{
    shift: WorkingSchedule | null;
    draft: ShiftDraft;
  } | null>(null);

  if (store.status === 'failed') {
    return (
      <div role="alert" className="bo-panel">
        <p>{SCHEDULE_LOAD_FAILED}</p>
        <Button variant="secondary" onClick={() => void store.load()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }
  if (store.status === 'loading' && store.employees.length === 0) {
    return <p className="bo-muted">Planung wird geladen…</p>;
  }

  const open = (shift: WorkingSchedule | null, cell?: { user: Id; day: DateString }) =>
    setEditing({ shift, draft: store.draftOf(shift, cell) });

  return (
    <>
      {!editing && store.changes.error ? <p role="alert">{store.changes.error}</p> : null}
      {editing ? (
        <ShiftForm
          key={editing.shift?.id ?? 'new'}
          store={store}
          branches={branches}
          shift={editing.shift}
          initial={editing.draft}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ScheduleGrid store={store} onOpen={open} />
      <ConflictList store={store} />
    </>
  );
});

const ScheduleGrid = observer(function ScheduleGrid({
  store,
  onOpen,
}: {
  store: ScheduleStore;
  onOpen: (shift: WorkingSchedule | null, cell?: { user: Id; day: DateString }) => void;
}) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const tz = store.timeZone;

  const allowDrop = (key: string) => (event: DragEvent) => {
    if (!store.isAdmin || !event.dataTransfer.types.includes(SHIFT_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(key);
  };
  const drop = (user: Id, day: DateString) => (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(null);
    const shiftId = Number(event.dataTransfer.getData(SHIFT_DRAG_TYPE));
    if (shiftId) void store.move(shiftId, user, day);
  };

  if (store.rows.length === 0) {
    return <p className="bo-muted">Keine Mitarbeiter/innen in dieser Auswahl.</p>;
  }

  return (
    <div
      className="bo-schedule__scroll"
      role="region"
      aria-label={`Dienstplan ${weekTitle(store.monday)}`}
      tabIndex={0}
    >
      <table className="bo-schedule__grid">
        <caption className="bw-visually-hidden">
          Schichten je Mitarbeiter/in und Tag, mit geplanten Stunden
        </caption>
        <colgroup>
          <col className="bo-schedule__name-column" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Mitarbeiter/in</th>
            {store.days.map((day) => (
              <th key={day} scope="col">
                {dayHeading(day)}
              </th>
            ))}
            <th scope="col">Woche (netto)</th>
          </tr>
        </thead>
        <tbody>
          {store.rows.map((employee) => {
            const name = employeeName(employee);
            return (
              <tr key={employee.id}>
                <th scope="row">{name}</th>
                {store.days.map((day) => {
                  const key = `${employee.id}-${day}`;
                  const shifts = store.shiftsOf(employee.id, day);
                  const dayMs = store.dayMs(employee.id, day);
                  return (
                    <td
                      key={day}
                      className={
                        dropTarget === key ? 'bo-schedule__cell is-drop' : 'bo-schedule__cell'
                      }
                      onDragOver={allowDrop(key)}
                      onDragLeave={() => setDropTarget(null)}
                      onDrop={drop(employee.id, day)}
                    >
                      {shifts.map((shift) => {
                        const warnings = store.warningsOf(shift.id);
                        const times = shiftTimes(shift, tz);
                        const content = (
                          <>
                            <span className="bo-schedule__times">{times}</span>
                            {shift.comment ? (
                              <span className="bo-schedule__comment">{shift.comment}</span>
                            ) : null}
                            {warnings.map((warning) => (
                              <span key={warning.text} className="bo-schedule__warning">
                                ⚠ {warning.text}
                              </span>
                            ))}
                          </>
                        );
                        return store.isAdmin ? (
                          <button
                            key={shift.id}
                            type="button"
                            draggable
                            className={`bo-schedule__shift${warnings.length ? ' has-conflict' : ''}`}
                            aria-label={`Schicht ${name}, ${dayHeading(day)} ${times} bearbeiten${warnings.length ? ` – ${warnings.map((w) => w.text).join('; ')}` : ''}`}
                            onDragStart={(event) => {
                              event.dataTransfer.setData(SHIFT_DRAG_TYPE, String(shift.id));
                              event.dataTransfer.effectAllowed = 'move';
                            }}
                            onClick={() => onOpen(shift)}
                          >
                            {content}
                          </button>
                        ) : (
                          <div
                            key={shift.id}
                            className={`bo-schedule__shift${warnings.length ? ' has-conflict' : ''}`}
                          >
                            {content}
                          </div>
                        );
                      })}
                      {dayMs > 0 ? (
                        <span className="bo-schedule__hours" title="netto, ohne Pause">
                          {plannedHours(dayMs)}
                        </span>
                      ) : null}
                      {store.isAdmin ? (
                        <button
                          type="button"
                          className="bo-schedule__add"
                          aria-label={`Schicht für ${name} am ${dayHeading(day)} anlegen`}
                          onClick={() => onOpen(null, { user: employee.id, day })}
                        >
                          +
                        </button>
                      ) : null}
                    </td>
                  );
                })}
                <td className="bo-schedule__week-hours">
                  {plannedHours(store.weekMs(employee.id))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});

const ConflictList = observer(function ConflictList({ store }: { store: ScheduleStore }) {
  const warnings = store.warnings;
  const byId = new Map(store.visibleShifts.map((shift) => [shift.id, shift]));
  const nameOf = (userId: Id) => store.nameOf(userId);
  return (
    <section className="bo-panel bo-schedule__conflicts" aria-labelledby="bo-schedule-conflicts">
      <h2 id="bo-schedule-conflicts">Konflikte</h2>
      {warnings.length === 0 ? (
        <p className="bo-muted">Keine Überschneidungen, Ruhezeiten eingehalten.</p>
      ) : (
        <ul>
          {warnings.map((warning) => {
            const shift = byId.get(warning.shiftId)!;
            return (
              <li key={`${warning.shiftId}-${warning.text}`}>
                {nameOf(shift.user.id)},{' '}
                {dayHeading(businessDayOf(new Date(shift.start), store.timeZone))}{' '}
                {shiftTimes(shift, store.timeZone)}: {warning.text}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
