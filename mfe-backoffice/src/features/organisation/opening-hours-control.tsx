import {
  endsNextDay,
  fieldErrors,
  newOpeningHourEntry,
  OPENING_HOUR_TYPE_LABELS,
  withOpeningHourType,
  type OpeningHourEntry,
  type OpeningHourType,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import {
  childPath,
  controlIdOf,
  useEditorContext,
  type CustomControlProps,
} from '../../shared/editor/editor-context.js';
import {
  EntryMoveButtons,
  plainListEdits,
  useListEntryButtons,
} from '../../shared/editor/entry-move-buttons.js';
import { WeekPreviewTable } from './week-preview-table.js';

const ENTRY_KEYS = ['type', 'date', 'isClosed', 'from', 'to'] as const;

const entriesOf = (value: unknown): OpeningHourEntry[] =>
  Array.isArray(value) ? (value as OpeningHourEntry[]) : [];

/** The server's messages of a path, as one note tied to a control by its id. */
function Messages({ id, messages }: { id: string; messages: readonly string[] }) {
  return messages.length > 0 ? (
    <p id={id} className="bo-field-error">
      {messages.join(' ')}
    </p>
  ) : null;
}

/**
 * The custom control 'opening-hours' (opening and delivery hours): one row per entry with its
 * type ('Täglich', 'Montag' … 'Sonntag', 'Einmalig am' with a date), 'Geschlossen', 'Von' and
 * 'Bis' (HH:mm, 24 h); rows are added, removed and moved by buttons; the server's messages stand
 * at their row (those of the whole list below it, by the engine). Below, the week these entries give.
 */
export function OpeningHoursControl({ value, path, id, onChange }: CustomControlProps) {
  const { errors, idPrefix, timeZone } = useEditorContext();
  const entries = entriesOf(value);
  const idOf = (subPath: string) => controlIdOf(idPrefix, childPath(path, subPath));
  const addId = idOf('add');
  const entryButtons = useListEntryButtons({
    ...plainListEdits(entries, onChange),
    buttonId: (index, direction) => idOf(`${index}.${direction}`),
    focusAfterRemove: addId,
  });

  const change = (index: number, entry: OpeningHourEntry) =>
    onChange(entries.map((old, i) => (i === index ? entry : old)));

  return (
    <div className="bo-hours" id={id} tabIndex={-1}>
      {entries.length === 0 ? (
        <p className="bo-muted">Keine Einträge: an jedem Tag geschlossen.</p>
      ) : null}
      <ol className="bo-hours__rows">
        {entries.map((entry, index) => {
          const name = `Eintrag ${index + 1}`;
          const at = (key: string) => childPath(childPath(path, index), key);
          const messageId = (key: string) => `${controlIdOf(idPrefix, at(key))}-error`;
          const invalid = (key: string) =>
            fieldErrors(errors, at(key)).length > 0
              ? { 'aria-invalid': true as const, 'aria-describedby': messageId(key) }
              : {};
          return (
            // Entries have no ids of their own; the index is their identity here.
            <li key={index} className="bo-hours__row">
              <fieldset className="bo-fieldset bo-hours__entry">
                <legend>{name}</legend>
                <div className="bo-hours__inputs">
                  <div className="bo-field">
                    <label htmlFor={controlIdOf(idPrefix, at('type'))}>Art</label>
                    <select
                      id={controlIdOf(idPrefix, at('type'))}
                      value={entry.type}
                      {...invalid('type')}
                      onChange={(event) =>
                        change(
                          index,
                          withOpeningHourType(entry, event.target.value as OpeningHourType),
                        )
                      }
                    >
                      {OPENING_HOUR_TYPE_LABELS.map((type) => (
                        <option key={type.value} value={type.value}>
                          {type.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  {entry.type === 'once' ? (
                    <div className="bo-field">
                      <label htmlFor={controlIdOf(idPrefix, at('date'))}>Datum</label>
                      <input
                        id={controlIdOf(idPrefix, at('date'))}
                        type="date"
                        aria-required
                        value={entry.date ?? ''}
                        {...invalid('date')}
                        onChange={(event) =>
                          change(index, { ...entry, date: event.target.value || null })
                        }
                      />
                    </div>
                  ) : null}
                  <label className="bo-check">
                    <input
                      id={controlIdOf(idPrefix, at('isClosed'))}
                      type="checkbox"
                      checked={entry.isClosed}
                      {...invalid('isClosed')}
                      onChange={(event) =>
                        change(index, { ...entry, isClosed: event.currentTarget.checked })
                      }
                    />
                    Geschlossen
                  </label>
                  {(['from', 'to'] as const).map((key) => (
                    <div key={key} className="bo-field">
                      <label htmlFor={controlIdOf(idPrefix, at(key))}>
                        {key === 'from' ? 'Von' : 'Bis'}
                      </label>
                      <input
                        id={controlIdOf(idPrefix, at(key))}
                        type="time"
                        step={60}
                        disabled={entry.isClosed}
                        value={entry[key]}
                        {...invalid(key)}
                        onChange={(event) => change(index, { ...entry, [key]: event.target.value })}
                      />
                    </div>
                  ))}
                </div>
                {endsNextDay(entry) ? (
                  <p className="bo-muted bo-editor__help">Endet am Folgetag um {entry.to}.</p>
                ) : null}
                {ENTRY_KEYS.map((key) => (
                  <Messages key={key} id={messageId(key)} messages={fieldErrors(errors, at(key))} />
                ))}
                <Messages
                  id={`${idOf(String(index))}-error`}
                  messages={fieldErrors(errors, childPath(path, index))}
                />
                <EntryMoveButtons name={name} {...entryButtons(index)} />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        id={addId}
        onClick={() => onChange([...entries, newOpeningHourEntry()])}
      >
        Zeile hinzufügen
      </Button>
      <WeekPreviewTable entries={entries} timeZone={timeZone} id={idOf('preview')} />
    </div>
  );
}
