import { observer } from 'mobx-react-lite';
import {
  activityDay,
  breakDueText,
  businessDayOf,
  checkBreaks,
  type BreakRule,
} from '@bestellwerk/domain';
import { ClockCard } from '../../shared/clock-card.js';
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
  const warning = breakWarning(store, now, timeZone, breakRule);
  const booking = bookingLine(store);
  return (
    <ClockCard
      id="tt-clock-state"
      current={store.current}
      now={now}
      timeZone={timeZone}
      error={store.punchError}
      busy={store.busy}
      onPunch={(action) => void store.punch(action)}
    >
      {booking ? <p className="tt-clock__booking-line">{booking}</p> : null}
      {warning ? <p className="tt-clock__warning">{warning}</p> : null}
      {store.clockState === 'stopped' ? <ProjectChoice store={store} /> : null}
    </ClockCard>
  );
});
