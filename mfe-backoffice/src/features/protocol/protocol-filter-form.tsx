import { useId, useState, type FormEvent } from 'react';
import { LOG_LEVELS, type LogLevel } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { DateRangeFields } from '../../shared/layout/index.js';
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
      <label className="bo-field">
        Stufe
        <select
          value={draft.level}
          onChange={(event) => set({ level: event.target.value as LogLevel | '' })}
        >
          <option value="">Alle</option>
          {LOG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {LOG_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
      </label>
      <label className="bo-field">
        Bereich
        <select value={draft.area} onChange={(event) => set({ area: event.target.value })}>
          <option value="">Alle</option>
          {LOG_AREAS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label className="bo-field">
        Benutzer
        <select value={draft.user} onChange={(event) => set({ user: event.target.value })}>
          <option value="">Alle</option>
          {users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.username}
            </option>
          ))}
        </select>
      </label>
      <label className="bo-field">
        Art des Datensatzes
        <select
          value={draft.recordType}
          onChange={(event) => set({ recordType: event.target.value })}
        >
          <option value="">Alle</option>
          {LOG_RECORD_TYPES.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
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
