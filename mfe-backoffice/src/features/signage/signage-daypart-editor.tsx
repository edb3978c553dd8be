import {
  fieldErrors,
  GERMAN_WEEKDAY_ABBREVIATIONS,
  GERMAN_WEEKDAY_NAMES,
  signageDaypartText,
  type SignageDaypart,
} from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../../shared/editor/editor-context.js';
import { daypartOf, emptyDaypart } from './signage-daypart.js';

export interface DaypartEditorProps {
  value: SignageDaypart | null;
  onChange: (value: SignageDaypart | null) => void;
  /** The id of the first control (the switch); the others derive theirs from it. */
  id: string;
  /** The daypart's dotted path, for the server's messages below its parts. */
  path: string;
}

/** A server message below one control, and the ARIA props pointing at it. */
function useMessage(path: string, errorId: string) {
  const messages = fieldErrors(useEditorContext().errors, path);
  return {
    props:
      messages.length > 0
        ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
        : { 'aria-invalid': undefined, 'aria-describedby': undefined },
    node:
      messages.length > 0 ? (
        <p id={errorId} className="bo-field-error">
          {messages.join(' ')}
        </p>
      ) : null,
  };
}

type DaypartPart = 'from' | 'to' | 'startDate' | 'endDate';

interface DaypartInputProps {
  id: string;
  path: string;
  label: string;
  type: 'time' | 'date';
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (value: string | null) => void;
}

/** One time or date of a daypart, labelled, with the server's message below it. */
function DaypartInput({ id, path, label, type, value, min, max, onChange }: DaypartInputProps) {
  const message = useMessage(path, `${id}-error`);
  return (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(event.target.value || null)}
        {...message.props}
      />
      {message.node}
    </div>
  );
}

/**
 * When a segment or playlist entry plays: always (null), or on chosen weekdays (none chosen:
 * every day), within a time window (from inclusive, to exclusive; from after to crosses
 * midnight) and between two dates. Every control is labelled; the server's messages stand
 * below the part they belong to.
 */
export function DaypartEditor({ value, onChange, id, path }: DaypartEditorProps) {
  const weekdays = useMessage(`${path}.weekdays`, `${id}_weekdays-error`);
  const set = (change: Partial<SignageDaypart>) => value && onChange({ ...value, ...change });
  const part = (name: DaypartPart, label: string, type: 'time' | 'date') => ({
    id: `${id}_${name}`,
    path: `${path}.${name}`,
    label,
    type,
    value: value?.[name] ?? null,
    onChange: (text: string | null) => set({ [name]: text }),
  });
  const toggleDay = (day: number) =>
    value &&
    set({
      weekdays: value.weekdays.includes(day)
        ? value.weekdays.filter((each) => each !== day)
        : [...value.weekdays, day].sort((a, b) => a - b),
    });

  return (
    <div className="bo-daypart">
      <label className="bo-check">
        <input
          id={id}
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.currentTarget.checked ? emptyDaypart() : null)}
        />
        Nur zu bestimmten Zeiten zeigen
      </label>
      {value === null ? (
        <p className="bo-muted bo-editor__help">Wird immer gezeigt.</p>
      ) : (
        <>
          <div
            className="bo-daypart__days"
            role="group"
            aria-label="Wochentage"
            aria-describedby={weekdays.props['aria-describedby'] ?? `${id}_weekdays-help`}
          >
            {GERMAN_WEEKDAY_ABBREVIATIONS.map((short, index) => {
              const day = index + 1;
              const on = value.weekdays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  id={`${id}_day${day}`}
                  className="bo-daypart__day"
                  aria-pressed={on}
                  aria-label={GERMAN_WEEKDAY_NAMES[index]}
                  onClick={() => toggleDay(day)}
                >
                  {short}
                </button>
              );
            })}
          </div>
          <p id={`${id}_weekdays-help`} className="bo-muted bo-editor__help">
            {value.weekdays.length === 0
              ? 'Kein Tag gewählt: jeden Tag.'
              : `Gezeigt: ${signageDaypartText(value)}.`}
          </p>
          {weekdays.node}
          <div className="bo-daypart__row">
            <DaypartInput {...part('from', 'Von (Uhrzeit)', 'time')} />
            <DaypartInput {...part('to', 'Bis (Uhrzeit)', 'time')} />
          </div>
          <div className="bo-daypart__row">
            <DaypartInput {...part('startDate', 'Ab Datum', 'date')} max={value.endDate} />
            <DaypartInput {...part('endDate', 'Bis Datum', 'date')} min={value.startDate} />
          </div>
        </>
      )}
    </div>
  );
}

/** The daypart editor as a `custom` field of the form engine (editor name 'signageDaypart'). */
export function DaypartControl({ value, onChange, id, path }: CustomControlProps) {
  return <DaypartEditor value={daypartOf(value)} onChange={onChange} id={id} path={path} />;
}
