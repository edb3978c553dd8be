import {
  newOpeningHourEntry,
  OPENING_HOUR_TYPE_LABELS,
  withOpeningHourType,
  type OpeningHourEntry,
  type OpeningHourType,
  type Schedule,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { FieldMessages, invalidProps, useMessagesAt } from './field-messages.js';

/** A schedule as its editor holds it: null is "always available". */
export function scheduleOf(value: unknown): Schedule | null {
  if (!value || typeof value !== 'object') return null;
  const schedule = value as Partial<Schedule>;
  return {
    startDate: schedule.startDate ?? null,
    endDate: schedule.endDate ?? null,
    hours: Array.isArray(schedule.hours) ? schedule.hours : [],
  };
}

export interface ScheduleEditorProps {
  value: Schedule | null;
  onChange: (value: Schedule | null) => void;
  /** The dotted path of the schedule, for the server's messages below it. */
  path: string;
  /** The id of the first control (the switch). */
  id: string;
  /** What is scheduled, in the switch's label ('Kategorie', 'Weckerl'). */
  subject?: string;
}

/**
 * When a category or product is available: "always" (no schedule) or a date range with
 * opening-hour style entries (none: all day within the range). Every control is labelled, the
 * server's messages stand below the control they belong to.
 */
export function ScheduleEditor({ value, onChange, path, id, subject }: ScheduleEditorProps) {
  const switchLabel = subject
    ? `${subject}: nur zu bestimmten Zeiten verfügbar`
    : 'Nur zu bestimmten Zeiten verfügbar';
  const startMessages = useMessagesAt(`${path}.startDate`);
  const endMessages = useMessagesAt(`${path}.endDate`);
  const hoursMessages = useMessagesAt(`${path}.hours`);
  const set = (change: Partial<Schedule>) => value && onChange({ ...value, ...change });
  const setEntry = (index: number, entry: OpeningHourEntry) =>
    value && set({ hours: value.hours.map((old, i) => (i === index ? entry : old)) });

  return (
    <div className="bo-schedule">
      <label className="bo-check">
        <input
          id={id}
          type="checkbox"
          checked={value !== null}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked ? { startDate: null, endDate: null, hours: [] } : null,
            )
          }
        />
        {switchLabel}
      </label>
      {value === null ? (
        <p className="bo-muted bo-editor__help">Immer verfügbar.</p>
      ) : (
        <>
          <div className="bo-schedule__range">
            <div className="bo-field">
              <label htmlFor={`${id}_startDate`}>Verfügbar ab</label>
              <input
                id={`${id}_startDate`}
                type="date"
                value={value.startDate ?? ''}
                onChange={(event) => set({ startDate: event.target.value || null })}
                {...invalidProps(startMessages, `${id}_startDate-error`)}
              />
              <FieldMessages id={`${id}_startDate-error`} messages={startMessages} />
            </div>
            <div className="bo-field">
              <label htmlFor={`${id}_endDate`}>Verfügbar bis</label>
              <input
                id={`${id}_endDate`}
                type="date"
                value={value.endDate ?? ''}
                onChange={(event) => set({ endDate: event.target.value || null })}
                {...invalidProps(endMessages, `${id}_endDate-error`)}
              />
              <FieldMessages id={`${id}_endDate-error`} messages={endMessages} />
            </div>
          </div>
          <p className="bo-muted bo-editor__help">
            Ohne Zeiten ist der Eintrag im Zeitraum ganztägig verfügbar.
          </p>
          <ol className="bo-schedule__hours">
            {value.hours.map((entry, index) => (
              <HourEntryRow
                key={index}
                entry={entry}
                index={index}
                id={`${id}_hours_${index}`}
                path={`${path}.hours.${index}`}
                onChange={(next) => setEntry(index, next)}
                onRemove={() => set({ hours: value.hours.filter((_, i) => i !== index) })}
              />
            ))}
          </ol>
          <FieldMessages id={`${id}-hours-error`} messages={hoursMessages} />
          <Button
            variant="secondary"
            onClick={() => set({ hours: [...value.hours, newOpeningHourEntry()] })}
          >
            Zeit hinzufügen
          </Button>
        </>
      )}
    </div>
  );
}

interface HourEntryRowProps {
  entry: OpeningHourEntry;
  index: number;
  id: string;
  path: string;
  onChange: (entry: OpeningHourEntry) => void;
  onRemove: () => void;
}

/** One entry of a schedule: type, date (for a single day), closed flag, from and to. */
function HourEntryRow({ entry, index, id, path, onChange, onRemove }: HourEntryRowProps) {
  const name = `Zeit ${index + 1}`;
  const messages = {
    type: useMessagesAt(`${path}.type`),
    date: useMessagesAt(`${path}.date`),
    from: useMessagesAt(`${path}.from`),
    to: useMessagesAt(`${path}.to`),
  };
  return (
    <li className="bo-schedule__entry">
      <div className="bo-field">
        <label htmlFor={`${id}_type`}>{`${name}: Tag`}</label>
        <select
          id={`${id}_type`}
          value={entry.type}
          onChange={(event) =>
            onChange(withOpeningHourType(entry, event.target.value as OpeningHourType))
          }
          {...invalidProps(messages.type, `${id}_type-error`)}
        >
          {OPENING_HOUR_TYPE_LABELS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldMessages id={`${id}_type-error`} messages={messages.type} />
      </div>
      {entry.type === 'once' ? (
        <div className="bo-field">
          <label htmlFor={`${id}_date`}>{`${name}: Datum`}</label>
          <input
            id={`${id}_date`}
            type="date"
            value={entry.date ?? ''}
            onChange={(event) => onChange({ ...entry, date: event.target.value || null })}
            {...invalidProps(messages.date, `${id}_date-error`)}
          />
          <FieldMessages id={`${id}_date-error`} messages={messages.date} />
        </div>
      ) : null}
      <label className="bo-check">
        <input
          type="checkbox"
          checked={entry.isClosed}
          onChange={(event) => onChange({ ...entry, isClosed: event.currentTarget.checked })}
        />
        {`${name}: nicht verfügbar`}
      </label>
      {(['from', 'to'] as const).map((key) => (
        <div className="bo-field" key={key}>
          <label htmlFor={`${id}_${key}`}>{`${name}: ${key === 'from' ? 'von' : 'bis'}`}</label>
          <input
            id={`${id}_${key}`}
            type="time"
            value={entry[key]}
            onChange={(event) => onChange({ ...entry, [key]: event.target.value })}
            {...invalidProps(messages[key], `${id}_${key}-error`)}
          />
          <FieldMessages id={`${id}_${key}-error`} messages={messages[key]} />
        </div>
      ))}
      <Button variant="secondary" aria-label={`${name} entfernen`} onClick={onRemove}>
        Entfernen
      </Button>
    </li>
  );
}

/** The schedule of a record as a custom field of the editor ('schedule'). */
export function ScheduleControl({ value, path, id, onChange }: CustomControlProps) {
  return <ScheduleEditor value={scheduleOf(value)} onChange={onChange} path={path} id={id} />;
}
