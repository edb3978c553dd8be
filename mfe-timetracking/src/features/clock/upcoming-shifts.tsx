import { observer } from 'mobx-react-lite';
import { businessDayOf, formatInstantTime } from '@bestellwerk/domain';
import { formatDayLabel } from '../../shared/clock-text.js';
import type { TimeClockStore } from './time-clock-store.js';

/** How many planned shifts the page lists. */
const SHIFTS_SHOWN = 5;

/** The next planned shifts that have not ended yet: day, from–to and the planner's note. */
export const UpcomingShifts = observer(function UpcomingShifts({
  store,
  now,
  timeZone,
}: {
  store: TimeClockStore;
  now: Date;
  timeZone: string;
}) {
  const shifts = store.schedules.filter((shift) => Date.parse(shift.end) > now.getTime());
  return (
    <section className="tt-list" aria-labelledby="tt-shifts-title">
      <h2 id="tt-shifts-title" className="tt-list__title">
        Nächste Schichten
      </h2>
      {store.schedulesError ? (
        <p role="alert">{store.schedulesError}</p>
      ) : shifts.length === 0 ? (
        <p className="tt-list__empty">Keine Schichten geplant.</p>
      ) : (
        <ul className="tt-list__items">
          {shifts.slice(0, SHIFTS_SHOWN).map((shift) => (
            <li key={shift.id} className="tt-list__item">
              <span className="tt-list__day">
                {formatDayLabel(businessDayOf(new Date(shift.start), timeZone))}
              </span>
              <span className="tt-list__time">
                {formatInstantTime(shift.start, timeZone)}–{formatInstantTime(shift.end, timeZone)}
              </span>
              {shift.comment ? <span className="tt-list__note">{shift.comment}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
