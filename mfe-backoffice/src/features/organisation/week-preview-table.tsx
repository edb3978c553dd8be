import { useState } from 'react';
import {
  addCalendarDays,
  businessDayOf,
  formatCalendarDate,
  isCalendarDate,
  mondayOfWeek,
  weekPreview,
  type OpeningHourEntry,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';

const SOURCE_NOTES = { once: 'Einmalig', weekday: '', daily: '', none: '' } as const;

/**
 * The week the entries give, Monday to Sunday, by the shop's opening-hour rules (a one-off
 * date beats its weekday): the current week first, another by its buttons or by a date.
 */
export function WeekPreviewTable({
  entries,
  timeZone,
  id,
  today = businessDayOf(new Date(), timeZone),
}: {
  entries: readonly OpeningHourEntry[];
  timeZone: string;
  /** Prefix of the date input's id. */
  id: string;
  /** The day whose week shows first; today in the shop's zone by default. */
  today?: string;
}) {
  const [day, setDay] = useState(today);
  const days = weekPreview(entries, day, timeZone);
  const monday = mondayOfWeek(day);
  const title = `Vorschau der Woche ${days[0].dateText} – ${days[6].dateText}`;
  return (
    <section className="bo-week-preview" aria-label={title}>
      <div className="bo-week-preview__controls">
        <Button variant="secondary" onClick={() => setDay(addCalendarDays(monday, -7))}>
          Vorherige Woche
        </Button>
        <div className="bo-field">
          <label htmlFor={`${id}-week`}>Woche mit dem Datum</label>
          <input
            id={`${id}-week`}
            type="date"
            value={day}
            onChange={(event) => {
              if (isCalendarDate(event.target.value)) setDay(event.target.value);
            }}
          />
        </div>
        <Button variant="secondary" onClick={() => setDay(addCalendarDays(monday, 7))}>
          Nächste Woche
        </Button>
        {day !== today ? (
          <Button variant="secondary" onClick={() => setDay(today)}>
            Aktuelle Woche
          </Button>
        ) : null}
      </div>
      <table className="bo-week-preview__table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Datum</th>
            <th scope="col">Zeiten</th>
          </tr>
        </thead>
        <tbody>
          {days.map((row) => (
            <tr key={row.date} className={row.isClosed ? 'bo-week-preview__closed' : undefined}>
              <th scope="row">{row.weekday}</th>
              <td>{row.dateText}</td>
              <td>
                {row.text}
                {SOURCE_NOTES[row.source] ? (
                  <span className="bo-muted"> ({SOURCE_NOTES[row.source]})</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="bo-muted bo-editor__help">
        Heute: {formatCalendarDate(today)}. Einmalige Einträge gelten statt der Wochentage.
      </p>
    </section>
  );
}
