import { useId, useState, type FormEvent } from 'react';
import { LOG_LEVELS } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { DateRangeFields, optionsOf, SelectFilter } from '../../shared/layout/index.js';
import {
  EMPTY_PROTOCOL_FILTER,
  protocolFilterError,
  type ProtocolFilter,
} from './protocol-filter.js';
import { LOG_AREAS, LOG_LEVEL_LABELS, LOG_RECORD_TYPES } from './protocol-labels.js';

export interface ProtocolFilterFormProps {
  filter: ProtocolFilter;
  users: readonly { id: number; username: string }[];
  onApply: (filter: ProtocolFilter) => void;
}

/** The Protokoll's filters: Stufe, Bereich, Benutzer, Art und ID des Datensatzes, Von/Bis; applied with 'Anzeigen'. */
export function ProtocolFilterForm({ filter, users, onApply }: ProtocolFilterFormProps) {
  const errorId = useId();
  const [draft, setDraft] = useState(filter);
  const error = protocolFilterError(draft);
  const set = (change: Partial<ProtocolFilter>) => setDraft({ ...draft, ...change });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!error) onApply({ ...draft, page: 1 });
  }
  return (
    <form
      role="search"
      aria-label="Protokoll filtern"
      className="bo-protocol__filter"
      onSubmit={submit}
    >
      <SelectFilter
        label="Stufe"
        value={draft.level}
        options={optionsOf(LOG_LEVELS, LOG_LEVEL_LABELS)}
        onChange={(level) => set({ level })}
      />
      <SelectFilter
        label="Bereich"
        value={draft.area}
        options={LOG_AREAS}
        onChange={(area) => set({ area })}
      />
      <SelectFilter
        label="Benutzer"
        value={draft.user}
        options={users.map((user) => ({ value: String(user.id), label: user.username }))}
        onChange={(user) => set({ user })}
      />
      <SelectFilter
        label="Art des Datensatzes"
        value={draft.recordType}
        options={LOG_RECORD_TYPES}
        onChange={(recordType) => set({ recordType })}
      />
      <label className="bo-field">
        Datensatz-ID
        <input
          inputMode="numeric"
          value={draft.recordId}
          {...(error ? { 'aria-describedby': errorId } : {})}
          onChange={(event) => set({ recordId: event.target.value.trim() })}
        />
      </label>
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        onChange={(change) => set(change)}
        errorId={error ? errorId : null}
        ordered
      />
      <div className="bo-protocol__actions">
        <Button type="submit">Anzeigen</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setDraft(EMPTY_PROTOCOL_FILTER);
            onApply(EMPTY_PROTOCOL_FILTER);
          }}
        >
          Zurücksetzen
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="bo-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
