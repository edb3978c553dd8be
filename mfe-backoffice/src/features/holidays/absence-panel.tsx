import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  ABSENCE_KINDS,
  ABSENCE_LABELS,
  formatCalendarDate,
  type AbsenceEntry,
  type AbsenceKind,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { DataTable, fieldMessages, RowActions, StatusNotice } from '../../shared/layout/index.js';
import { employeeName, type AbsenceListStore } from './holiday-balances-store.js';

interface AbsenceDraft {
  kind: AbsenceKind;
  from: string;
  to: string;
  comment: string;
}

/**
 * The absences of one employee in the year (Urlaub, Krankheit, Sonstige): the list with
 * changing and deleting, and the form to add one. Days taken and planned follow them.
 */
export const AbsencePanel = observer(function AbsencePanel({
  store,
  onClose,
}: {
  store: AbsenceListStore;
  onClose: () => void;
}) {
  const name = employeeName(store.employee);
  const [editing, setEditing] = useState<AbsenceEntry | null>(null);
  const [deleting, setDeleting] = useState<AbsenceEntry | null>(null);
  const headingId = useId();

  useEffect(() => {
    void store.load();
  }, [store]);

  return (
    <section className="bo-panel bo-holidays__absences" aria-labelledby={headingId}>
      <div className="bo-spread">
        <h2 id={headingId}>
          Abwesenheiten von {name} {store.year}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Schließen
        </Button>
      </div>
      <StatusNotice text={store.changes.notice} />
      {store.changes.error ? <p role="alert">{store.changes.error}</p> : null}
      {store.status === 'failed' ? (
        <p role="alert">Abwesenheiten konnten nicht geladen werden.</p>
      ) : store.status === 'done' && store.absences.length === 0 ? (
        <p className="bo-muted">Keine Abwesenheiten in {store.year}.</p>
      ) : (
        <DataTable
          caption={`Abwesenheiten von ${name}`}
          columns={['Art', 'Von', 'Bis', 'Kommentar']}
          hasActions
        >
          {store.absences.map((absence) => (
            <tr key={absence.id}>
              <th scope="row">{ABSENCE_LABELS[absence.kind]}</th>
              <td>{formatCalendarDate(absence.from)}</td>
              <td>{formatCalendarDate(absence.to)}</td>
              <td>{absence.comment || '–'}</td>
              <td>
                <RowActions
                  name={`${ABSENCE_LABELS[absence.kind]} ab ${formatCalendarDate(absence.from)}`}
                  onEdit={() => setEditing(absence)}
                  onDelete={() => setDeleting(absence)}
                  confirmDelete={
                    deleting?.id === absence.id
                      ? {
                          question: `${ABSENCE_LABELS[absence.kind]} vom ${formatCalendarDate(absence.from)} wirklich löschen?`,
                          busy: store.changes.busy,
                          onConfirm: () => {
                            void store.remove(absence).then(() => setDeleting(null));
                          },
                          onCancel: () => setDeleting(null),
                        }
                      : null
                  }
                />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <AbsenceForm
        key={editing?.id ?? 'new'}
        store={store}
        absence={editing}
        onDone={() => setEditing(null)}
      />
    </section>
  );
});

const AbsenceForm = observer(function AbsenceForm({
  store,
  absence,
  onDone,
}: {
  store: AbsenceListStore;
  absence: AbsenceEntry | null;
  onDone: () => void;
}) {
  const id = useId();
  const empty: AbsenceDraft = { kind: 'holiday', from: '', to: '', comment: '' };
  const [draft, setDraft] = useState<AbsenceDraft>(
    absence
      ? { kind: absence.kind, from: absence.from, to: absence.to, comment: absence.comment }
      : empty,
  );
  const set = (field: keyof AbsenceDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await store.save(absence?.id ?? null, {
      ...draft,
      to: draft.to || draft.from,
    });
    if (saved) {
      setDraft(empty);
      onDone();
    }
  }

  const { control, message } = fieldMessages(id, store.changes.fieldErrors);

  return (
    <form className="bo-holidays__absence-form" onSubmit={submit} noValidate>
      <h3>{absence ? 'Abwesenheit ändern' : 'Abwesenheit eintragen'}</h3>
      <div className="bo-form-grid">
        <div className="bo-field">
          <label htmlFor={`${id}-kind`}>Art</label>
          <select
            {...control('kind')}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value)}
          >
            {ABSENCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ABSENCE_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-from`}>Erster Tag</label>
          <input
            {...control('from')}
            type="date"
            required
            value={draft.from}
            onChange={(event) => set('from', event.target.value)}
          />
          {message('from')}
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-to`}>Letzter Tag</label>
          <input
            {...control('to')}
            type="date"
            value={draft.to}
            onChange={(event) => set('to', event.target.value)}
          />
          {message('to')}
        </div>
        <div className="bo-field">
          <label htmlFor={`${id}-comment`}>Kommentar</label>
          <input
            {...control('comment')}
            value={draft.comment}
            maxLength={1000}
            onChange={(event) => set('comment', event.target.value)}
          />
          {message('comment')}
        </div>
      </div>
      <div className="bo-form-actions">
        <Button type="submit" disabled={store.changes.busy}>
          {absence ? 'Speichern' : 'Eintragen'}
        </Button>
        {absence ? (
          <Button variant="secondary" onClick={onDone}>
            Abbrechen
          </Button>
        ) : null}
      </div>
    </form>
  );
});
