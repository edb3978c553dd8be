import { observer } from 'mobx-react-lite';
import {
  activityDay,
  allowedPunches,
  breakDueText,
  businessDayOf,
  checkBreaks,
  formatInstantTime,
  PUNCH_LABELS,
  workingTimeOf,
  type BreakRule,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { formatTimer } from './clock-text.js';
import { bookingLine, ProjectChoice } from './project-choice.js';
import type { TimeClockStore } from './time-clock-store.js';

export interface ClockPanelProps {
  store: TimeClockStore;
  now: Date;
  timeZone: string;
  /** The configured statutory break rules. */
  breakRule: BreakRule;
}

/** "Pause fällig in N min" while today's work nears a statutory break, else null. */
function breakWarning(store: TimeClockStore, now: Date, timeZone: string, rule: BreakRule) {
  if (store.clockState !== 'running') return null;
  const today = businessDayOf(now, timeZone);
  const todays = store.activities.filter((activity) => activityDay(activity, timeZone) === today);
  return breakDueText(checkBreaks(rule, todays, now).breakDueInMinutes);
}

/** Where the clock stands, in one sentence. */
function stateLine(store: TimeClockStore, timeZone: string): string {
  const current = store.current;
  if (!current) return 'Sie sind nicht eingestempelt.';
  const since = formatInstantTime(current.start, timeZone);
  if (current.state === 'paused') {
    const pause = current.pauses.at(-1);
    return `Pause seit ${pause ? formatInstantTime(pause.start, timeZone) : since}.`;
  }
  return `Ihre Arbeitszeit läuft seit ${since}.`;
}

/**
 * The clock: the state, a live timer of the current activity's net time, one big button for
 * what comes next and, while working or on a break, "Arbeit beenden" beside it.
 */
export const ClockPanel = observer(function ClockPanel({
  store,
  now,
  timeZone,
  breakRule,
}: ClockPanelProps) {
  const [main, ...others] = allowedPunches(store.clockState);
  const net = store.current ? workingTimeOf(store.current, now).netMs : 0;
  const warning = breakWarning(store, now, timeZone, breakRule);
  const booking = bookingLine(store);
  return (
    <section className="tt-clock" aria-labelledby="tt-clock-state">
      <p id="tt-clock-state" className="tt-clock__state" role="status">
        {stateLine(store, timeZone)}
      </p>
      {store.current ? (
        <p className="tt-clock__timer">
          <span className="bw-visually-hidden">Netto-Arbeitszeit: </span>
          <time>{formatTimer(net)}</time>
        </p>
      ) : null}
      {booking ? <p className="tt-clock__booking-line">{booking}</p> : null}
      {warning ? <p className="tt-clock__warning">{warning}</p> : null}
      {store.punchError ? (
        <p className="tt-clock__error" role="alert">
          {store.punchError}
        </p>
      ) : null}
      {store.clockState === 'stopped' ? <ProjectChoice store={store} /> : null}
      <div className="tt-clock__actions">
        <Button
          className={`tt-clock__main tt-clock__main--${main}`}
          disabled={store.busy !== null}
          aria-busy={store.busy === main}
          onClick={() => void store.punch(main)}
        >
          {PUNCH_LABELS[main]}
        </Button>
        {others.map((other) => (
          <Button
            key={other}
            variant="secondary"
            className="tt-clock__other"
            disabled={store.busy !== null}
            aria-busy={store.busy === other}
            onClick={() => void store.punch(other)}
          >
            {PUNCH_LABELS[other]}
          </Button>
        ))}
      </div>
    </section>
  );
});
