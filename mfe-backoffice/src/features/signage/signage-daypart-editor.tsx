import { fieldErrors, type SignageDaypart } from '@bestellwerk/domain';
import { useEditorContext, type CustomControlProps } from '../../shared/editor/editor-context.js';
import { daypartOf, emptyDaypart, WEEKDAY_NAMES, WEEKDAY_SHORT } from './signage-daypart.js';

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

/**
 * When a segment or playlist entry plays: always (null), or on chosen weekdays (none chosen:
 * every day), within a time window (from inclusive, to exclusive; from after to crosses
 * midnight) and between two dates. Every control is labelled; the server's messages stand
 * below the part they belong to.
 */
export function DaypartEditor({ value, onChange, id, path }: DaypartEditorProps) {
  const from = useMessage(`${path}.from`, `${id}_from-error`);
  const to = useMessage(`${path}.to`, `${id}_to-error`);
  const startDate = useMessage(`${path}.startDate`, `${id}_startDate-error`);
  const endDate = useMessage(`${path}.endDate`, `${id}_endDate-error`);
  const weekdays = useMessage(`${path}.weekdays`, `${id}_weekdays-error`);
  const set = (change: Partial<SignageDaypart>) => value && onChange({ ...value, ...change });
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
            {WEEKDAY_SHORT.map((short, index) => {
              const day = index + 1;
              const on = value.weekdays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  id={`${id}_day${day}`}
                  className="bo-daypart__day"
                  aria-pressed={on}
                  aria-label={WEEKDAY_NAMES[index]}
                  onClick={() => toggleDay(day)}
                >
                  {short}
                </button>
              );
            })}
          </div>
          <p id={`${id}_weekdays-help`} className="bo-muted bo-editor__help">
            Kein Tag gewählt: jeden Tag.
          </p>
          {weekdays.node}
          <div className="bo-daypart__row">
            <div className="bo-field">
              <label htmlFor={`${id}_from`}>Von (Uhrzeit)</label>
              <input
                id={`${id}_from`}
                type="time"
                value={value.from ?? ''}
                onChange={(event) => set({ from: event.target.value || null })}
                {...from.props}
              />
              {from.node}
            </div>
            <div className="bo-field">
              <label htmlFor={`${id}_to`}>Bis (Uhrzeit)</label>
              <input
                id={`${id}_to`}
                type="time"
                value={value.to ?? ''}
                onChange={(event) => set({ to: event.target.value || null })}
                {...to.props}
              />
              {to.node}
            </div>
          </div>
          <div className="bo-daypart__row">
            <div className="bo-field">
              <label htmlFor={`${id}_startDate`}>Ab Datum</label>
              <input
                id={`${id}_startDate`}
                type="date"
                value={value.startDate ?? ''}
                max={value.endDate ?? undefined}
                onChange={(event) => set({ startDate: event.target.value || null })}
                {...startDate.props}
              />
              {startDate.node}
            </div>
            <div className="bo-field">
              <label htmlFor={`${id}_endDate`}>Bis Datum</label>
              <input
                id={`${id}_endDate`}
                type="date"
                value={value.endDate ?? ''}
                min={value.startDate ?? undefined}
                onChange={(event) => set({ endDate: event.target.value || null })}
                {...endDate.props}
              />
              {endDate.node}
            </div>
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
