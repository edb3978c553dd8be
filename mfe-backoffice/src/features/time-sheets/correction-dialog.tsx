import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { formatCalendarDate, germanWeekdayName } from '@bestellwerk/domain';
import { Button, Modal } from '@bestellwerk/ui';
import { ActionErrorList } from '../../shared/layout/index.js';
import { TIME_SHEET_ACTIONS, type TimeSheetStore } from './time-sheet-store.js';
import {
  correctionErrors,
  type CorrectionDraft,
  type CorrectionField,
} from './time-sheet-rules.js';

interface FieldProps {
  label: string;
  id: string;
  error: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled input with its error below, outside the label (it describes, not names, it). */
function Field({ label, id, error, children }: FieldProps) {
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : { id })}
      {error ? (
        <span id={`${id}-error`} className="bo-field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export interface CorrectionDialogProps {
  store: TimeSheetStore;
  initial: CorrectionDraft;
  employeeName: string;
  timeZone?: string;
  onClose: () => void;
}

/**
 * Corrects an activity, or enters one for a missing day: start and end as HH:mm, the pauses,
 * a comment and the reason the audit trail keeps (required).
 */
export const CorrectionDialog = observer(function CorrectionDialog({
  store,
  initial,
  employeeName,
  timeZone,
  onClose,
}: CorrectionDialogProps) {
  const headingId = useId();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? correctionErrors(draft) : {};
  const busy = store.errors.isRunning(TIME_SHEET_ACTIONS.save);
  const set = (change: Partial<CorrectionDraft>) => setDraft({ ...draft, ...change });
  const setPause = (index: number, change: Partial<CorrectionDraft['pauses'][number]>) =>
    set({
      pauses: draft.pauses.map((pause, at) => (at === index ? { ...pause, ...change } : pause)),
    });
  const errorOf = (field: CorrectionField) =>
    errors[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : {};
  const errorText = (field: CorrectionField) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="bo-field-error">
        {errors[field]}
      </span>
    ) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(correctionErrors(draft)).length > 0) return;
    if (await store.save(draft, timeZone)) onClose();
  }

  const title = draft.activityId === null ? 'Aktivität nachtragen' : 'Aktivität korrigieren';
  return (
    <Modal labelledBy={headingId} onClose={onClose}>
      <h2 id={headingId}>{title}</h2>
      <p>
        {employeeName}, {germanWeekdayName(draft.date)}, {formatCalendarDate(draft.date)}
      </p>
      <form onSubmit={submit} noValidate className="bo-time-sheets__form">
        <div className="bo-time-sheets__times">
          <Field label="Beginn" id={`${id}-start`} error={errors.start}>
            {(props) => (
              <input
                type="time"
                value={draft.start}
                onChange={(event) => set({ start: event.target.value })}
                required
                {...props}
              />
            )}
          </Field>
          <Field label="Ende" id={`${id}-end`} error={errors.end}>
            {(props) => (
              <input
                type="time"
                value={draft.end}
                onChange={(event) => set({ end: event.target.value })}
                required
                {...props}
              />
            )}
          </Field>
        </div>
        <fieldset className="bo-time-sheets__pauses">
          <legend>Pausen</legend>
          {draft.pauses.length === 0 ? <p className="bo-muted">Keine Pausen.</p> : null}
          {draft.pauses.map((pause, index) => (
            <div key={index} className="bo-time-sheets__times">
              <label className="bo-field">
                {`Pause ${index + 1} von`}
                <input
                  type="time"
                  value={pause.start}
                  onChange={(event) => setPause(index, { start: event.target.value })}
                  {...errorOf(`pauses.${index}`)}
                />
              </label>
              <label className="bo-field">
                bis
                <input
                  type="time"
                  value={pause.end}
                  onChange={(event) => setPause(index, { end: event.target.value })}
                  {...errorOf(`pauses.${index}`)}
                />
              </label>
              <Button
                type="button"
                variant="secondary"
                onClick={() => set({ pauses: draft.pauses.filter((_, at) => at !== index) })}
              >
                {`Pause ${index + 1} entfernen`}
              </Button>
              {errorText(`pauses.${index}`)}
            </div>
          ))}
          <Button
            type="button"
            variant="secondary"
            onClick={() => set({ pauses: [...draft.pauses, { start: '', end: '' }] })}
          >
            Pause hinzufügen
          </Button>
        </fieldset>
        <label className="bo-field">
          Kommentar
          <textarea
            value={draft.comment}
            onChange={(event) => set({ comment: event.target.value })}
            rows={2}
          />
        </label>
        <Field label="Begründung (Pflichtfeld)" id={`${id}-reason`} error={errors.reason}>
          {(props) => (
            <input
              type="text"
              value={draft.reason}
              onChange={(event) => set({ reason: event.target.value })}
              required
              {...props}
            />
          )}
        </Field>
        <ActionErrorList store={store.errors} actions={[TIME_SHEET_ACTIONS.save]} />
        <div className="bo-time-sheets__buttons">
          <Button type="submit" disabled={busy}>
            Speichern
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Abbrechen
          </Button>
        </div>
      </form>
    </Modal>
  );
});
