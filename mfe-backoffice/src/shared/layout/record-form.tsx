import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList } from './action-error.js';
import type { ActionErrorStore } from './action-error-store.js';

/** What the form needs of the store that edits one record. */
export interface RecordFormStore<F extends string> {
  /** The action name the error records of a save use. */
  readonly saveAction: string;
  /** The server's messages by field, from the last failed save. */
  readonly fieldErrors: Partial<Record<F, string>>;
  /** Saves; resolves false when it failed. */
  save(): Promise<boolean>;
}

/** What a page hands the form view of a record: the form's store, the page's errors, cancel. */
export interface RecordFormViewProps<S> {
  store: S;
  errors: ActionErrorStore;
  onCancel: () => void;
}

export interface RecordFormProps<F extends string> extends RecordFormViewProps<RecordFormStore<F>> {
  /** The heading and the form's name: 'Neuer Benutzer', 'Gerät „Drucker“ bearbeiten'. */
  title: string;
  /** The feature's class beside bo-panel and bo-record-form. */
  className: string;
  /** The id of a field's control, to focus the first field the server refused. */
  controlId: (field: F) => string;
  /** The fields. */
  children: ReactNode;
}

function RecordFormView<F extends string>({
  title,
  className,
  store,
  errors,
  controlId,
  onCancel,
  children,
}: RecordFormProps<F>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = errors.isRunning(store.saveAction);

  useEffect(() => headingRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await store.save()) return;
    const first = Object.keys(store.fieldErrors)[0] as F | undefined;
    if (first) document.getElementById(controlId(first))?.focus();
  }

  return (
    <form
      className={`bo-panel bo-record-form ${className}`}
      noValidate
      onSubmit={submit}
      aria-label={title}
    >
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <ActionErrorList store={errors} actions={[store.saveAction]} />
      {children}
      <div className="bo-form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Wird gespeichert…' : 'Speichern'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
}

/**
 * The create/edit form of a record in a panel: the heading takes the focus when it opens, the
 * save's errors stand above the fields, 'Speichern' (busy while saving) and 'Abbrechen' below
 * them; after a failed save the focus goes to the first field with a server message.
 */
export const RecordForm = observer(RecordFormView) as typeof RecordFormView;
