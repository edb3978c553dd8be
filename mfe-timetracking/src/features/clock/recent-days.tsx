import { observer } from 'mobx-react-lite';
import { AUTO_ENDED_NOTE, dayTotals, formatDuration, formatInstantTime } from '@bestellwerk/domain';
import { formatDayLabel } from '../../shared/clock-text.js';
import type { TimeClockStore } from './time-clock-store.js';

/** How many worked days the page lists. */
const DAYS_SHOWN = 7;

/** The last worked days, newest first: day, first start – last end, net time. */
export const RecentDays = observer(function RecentDays({
  store,
  now,
  timeZone,
}: {
  store: TimeClockStore;
  now: Date;
  timeZone: string;
}) {
  if (store.activitiesError) return null;
  const days = dayTotals(store.activities, now, timeZone).reverse().slice(0, DAYS_SHOWN);
  return (
    <section className="tt-list" aria-labelledby="tt-days-title">
      <h2 id="tt-days-title" className="tt-list__title">
        Letzte Arbeitstage
      </h2>
      {days.length === 0 ? (
        <p className="tt-list__empty">Noch keine Arbeitszeit erfasst.</p>
      ) : (
        <ul className="tt-list__items">
          {days.map((day) => {
            const first = day.activities.reduce((a, b) => (a.start < b.start ? a : b));
            const open = day.activities.find((activity) => activity.end === null);
            const last = day.activities.reduce((a, b) => ((a.end ?? '') > (b.end ?? '') ? a : b));
            const end = open ? 'jetzt' : formatInstantTime(last.end ?? last.start, timeZone);
            return (
              <li key={day.date} className="tt-list__item">
                <span className="tt-list__day">{formatDayLabel(day.date)}</span>
                <span className="tt-list__time">
                  {formatInstantTime(first.start, timeZone)}–{end}
                </span>
                <span className="tt-list__net">{`${formatDuration(day.netMs)} h`}</span>
                {day.activities.some((activity) => activity.autoEnded) ? (
                  <span className="tt-list__flag">{AUTO_ENDED_NOTE}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
