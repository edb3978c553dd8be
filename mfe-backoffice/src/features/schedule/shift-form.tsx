import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { Branch, WorkingSchedule } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ConfirmDelete, fieldMessages } from '../../shared/layout/index.js';
import { dayHeading } from './schedule-week.js';
import { employeeName, type ScheduleStore, type ShiftDraft } from './schedule-store.js';

export interface ShiftFormProps {
  store: ScheduleStore;
  branches: readonly Branch[];
  /** The shift edited; null for a new one. */
  shift: WorkingSchedule | null;
  initial: ShiftDraft;
  onClose: () => void;
}

/**
 * Adds or edits one shift: day, start and end (an end before the start is the next morning),
 * employee, branch, department and comment. A saved shift can be moved to another day or
 * employee ("Verschieben", the keyboard's way besides drag and drop) or deleted.
 */
export const ShiftForm = observer(function ShiftForm({
  store,
  branches,
  shift,
  initial,
  onClose,
}: ShiftFormProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(initial);
  const [moveTo, setMoveTo] = useState({ user: initial.user, day: initial.day });
  const [confirming, setConfirming] = useState(false);
  const set = <K extends keyof ShiftDraft>(field: K, value: ShiftDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await store.save(draft)) onClose();
  }

  const { control: field, message: fieldError } = fieldMessages(id, store.changes.fieldErrors);
  const endError = store.changes.fieldErrors.end;

  return (
    <section className="bo-panel bo-shift-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {shift ? 'Schicht bearbeiten' : 'Neue Schicht'}
      </h2>
      {store.changes.error ? <p role="alert">{store.changes.error}</p> : null}
      <form onSubmit={submit} noValidate>
        <div className="bo-form-grid">
          <div className="bo-field">
            <label htmlFor={`${id}-day`}>Tag</label>
            <input
              {...field('day')}
              type="date"
              required
              value={draft.day}
              onChange={(event) => set('day', event.target.value)}
            />
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-start`}>Beginn (HH:mm)</label>
            <input
              {...field('start')}
              type="time"
              required
              value={draft.start}
              onChange={(event) => set('start', event.target.value)}
            />
            {fieldError('start')}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-end`}>Ende (HH:mm)</label>
            <input
              {...field('end')}
              type="time"
              required
              value={draft.end}
              aria-describedby={`${id}-end-help${endError ? ` ${id}-end-error` : ''}`}
              onChange={(event) => set('end', event.target.value)}
            />
            <p id={`${id}-end-help`} className="bo-muted">
              Vor dem Beginn: endet am nächsten Tag.
            </p>
            {fieldError('end')}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-user`}>Mitarbeiter/in</label>
            <select
              {...field('user')}
              value={draft.user}
              onChange={(event) => set('user', Number(event.target.value))}
            >
              {store.employees.map((employee) => (
                <option key={employee.id} value={employee.id}>
                  {employeeName(employee)}
                </option>
              ))}
            </select>
            {fieldError('user')}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-branch`}>Filiale</label>
            <select
              {...field('branch')}
              value={draft.branch ?? ''}
              onChange={(event) =>
                setDraft((current) => ({
                  ...current,
                  branch: event.target.value ? Number(event.target.value) : null,
                  department: null,
                }))
              }
            >
              <option value="">Keine Filiale</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
            {fieldError('branch')}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-department`}>Abteilung</label>
            <select
              {...field('department')}
              value={draft.department ?? ''}
              onChange={(event) =>
                set('department', event.target.value ? Number(event.target.value) : null)
              }
            >
              <option value="">Keine Abteilung</option>
              {store.departments
                .filter((department) => department.branch.id === draft.branch)
                .map((department) => (
                  <option key={department.id} value={department.id}>
                    {department.name}
                  </option>
                ))}
            </select>
            {fieldError('department')}
          </div>
          <div className="bo-field">
            <label htmlFor={`${id}-comment`}>Kommentar</label>
            <input
              {...field('comment')}
              value={draft.comment}
              maxLength={5000}
              onChange={(event) => set('comment', event.target.value)}
            />
            {fieldError('comment')}
          </div>
        </div>
        <div className="bo-form-actions">
          <Button type="submit" disabled={store.changes.busy}>
            Speichern
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Abbrechen
          </Button>
        </div>
      </form>
      {shift ? (
        <>
          <fieldset className="bo-fieldset bo-shift-form__move">
            <legend>Verschieben</legend>
            <div className="bo-form-grid">
              <div className="bo-field">
                <label htmlFor={`${id}-move-day`}>Auf den Tag</label>
                <select
                  id={`${id}-move-day`}
                  value={moveTo.day}
                  onChange={(event) => setMoveTo({ ...moveTo, day: event.target.value })}
                >
                  {store.days.map((day) => (
                    <option key={day} value={day}>
                      {dayHeading(day)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="bo-field">
                <label htmlFor={`${id}-move-user`}>Zu</label>
                <select
                  id={`${id}-move-user`}
                  value={moveTo.user}
                  onChange={(event) => setMoveTo({ ...moveTo, user: Number(event.target.value) })}
                >
                  {store.rows.map((employee) => (
                    <option key={employee.id} value={employee.id}>
                      {employeeName(employee)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <Button
              variant="secondary"
              disabled={store.changes.busy}
              onClick={async () => {
                if (await store.move(shift.id, moveTo.user, moveTo.day)) onClose();
              }}
            >
              Verschieben
            </Button>
          </fieldset>
          <div className="bo-form-actions">
            {confirming ? (
              <ConfirmDelete
                question={`Schicht ${dayHeading(initial.day)} ${initial.start}–${initial.end} wirklich löschen?`}
                busy={store.changes.busy}
                onConfirm={() => {
                  void store.remove(shift).then((removed) => (removed ? onClose() : undefined));
                }}
                onCancel={() => setConfirming(false)}
              />
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                Schicht löschen
              </Button>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
});
