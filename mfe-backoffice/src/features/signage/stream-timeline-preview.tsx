import { useId, useMemo, useState } from 'react';
import {
  formatCalendarDate,
  formatInstantTime,
  GERMAN_WEEKDAY_NAMES,
  signageDaypartText,
} from '@bestellwerk/domain';
import { useStreamSegments } from './stream-segments-context.js';
import {
  dateOfWeekday,
  daySpans,
  playingAt,
  playlistOfEntries,
  weekdayOfInstant,
  type StreamEntryDraft,
} from './stream-timeline.js';

const DAY_START = 6 * 60;
const DAY_END = 22 * 60;
const percentOf = (time: string) =>
  ((Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) - DAY_START) / (DAY_END - DAY_START)) *
  100;

export interface StreamTimelinePreviewProps {
  entries: readonly StreamEntryDraft[];
  timeZone: string;
  /** The moment "now" is (tests fix it). */
  now?: Date;
}

/**
 * "What does this TV show on Saturday at 14:00": a weekday and a time (now by default), the
 * entries that play then, and the chosen day from 06:00 to 22:00 with when each entry plays.
 */
export function StreamTimelinePreview({
  entries,
  timeZone,
  now: fixedNow,
}: StreamTimelinePreviewProps) {
  const idPrefix = useId();
  const segments = useStreamSegments();
  const [now] = useState(() => fixedNow ?? new Date());
  const [weekday, setWeekday] = useState(() => weekdayOfInstant(now, timeZone));
  const [time, setTime] = useState(() => formatInstantTime(now, timeZone));
  const playlist = useMemo(() => playlistOfEntries(entries, segments), [entries, segments]);
  const validTime = /^\d{2}:\d{2}$/.test(time);
  const playing = validTime ? playingAt(playlist, weekday, time, now, timeZone) : [];
  const date = dateOfWeekday(weekday, now, timeZone);
  const dayName = GERMAN_WEEKDAY_NAMES[weekday - 1];

  return (
    <section className="bo-panel bo-signage-timeline" aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>Was läuft wann?</h3>
      <div className="bo-daypart__row">
        <div className="bo-field">
          <label htmlFor={`${idPrefix}-day`}>Wochentag</label>
          <select
            id={`${idPrefix}-day`}
            value={weekday}
            onChange={(event) => setWeekday(Number(event.target.value))}
          >
            {GERMAN_WEEKDAY_NAMES.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={`${idPrefix}-time`}>Uhrzeit</label>
          <input
            id={`${idPrefix}-time`}
            type="time"
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
      </div>
      <h4 id={`${idPrefix}-now`}>
        {dayName}, {formatCalendarDate(date)}
        {validTime ? `, ${time} Uhr` : ''}
      </h4>
      {playing.length === 0 ? (
        <p className="bo-muted">Zu dieser Zeit läuft keine Filmsequenz.</p>
      ) : (
        <ol aria-labelledby={`${idPrefix}-now`} className="bo-signage-list">
          {playing.map((entry) => (
            <li key={entry.index}>
              <span>{entry.segment.name}</span> ({entry.segment.duration} s)
            </li>
          ))}
        </ol>
      )}
      <h4 id={`${idPrefix}-day-title`}>{dayName}, 06:00–22:00</h4>
      {playlist.length === 0 ? (
        <p className="bo-muted">Noch keine Filmsequenz in der Playlist.</p>
      ) : (
        <ul className="bo-signage-day" aria-labelledby={`${idPrefix}-day-title`}>
          {playlist.map((entry) => {
            const spans = daySpans(entry, date, timeZone);
            const text =
              spans.length === 0
                ? 'läuft an diesem Tag nicht'
                : spans.map((span) => `${span.from}–${span.to}`).join(', ');
            return (
              <li key={entry.index} className="bo-signage-day__row">
                <span className="bo-signage-day__name">
                  {entry.index + 1}. {entry.segment.name}
                  <span className="bo-muted">
                    {' '}
                    {text}
                    {entry.daypart ? ` (Eintrag: ${signageDaypartText(entry.daypart)})` : ''}
                  </span>
                </span>
                <span className="bo-signage-day__bar" aria-hidden="true">
                  {spans.map((span) => (
                    <span
                      key={span.from}
                      className="bo-signage-day__span"
                      style={{
                        left: `${percentOf(span.from)}%`,
                        width: `${percentOf(span.to) - percentOf(span.from)}%`,
                      }}
                    />
                  ))}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
