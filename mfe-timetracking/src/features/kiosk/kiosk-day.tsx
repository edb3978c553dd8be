import { observer } from 'mobx-react-lite';
import {
  businessDayOf,
  formatDuration,
  formatInstantTime,
  type KioskDay,
  type PunchAction,
} from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ClockCard } from '../../shared/clock-card.js';
import { formatDayLabel } from '../../shared/clock-text.js';
import { SummaryList } from '../../shared/summary-list.js';
import { KIOSK_IDLE_MS, type KioskStore } from './kiosk-store.js';

/** Today's net time and breaks, moved on from the server's answer by the live clock. */
function liveTotals(day: KioskDay, now: Date): { netMs: number; breakMs: number } {
  const since = Math.max(0, now.getTime() - Date.parse(day.now));
  const state = day.employee.state;
  return {
    netMs: day.netMs + (state === 'working' ? since : 0),
    breakMs: day.breakMs + (state === 'paused' ? since : 0),
  };
}

/** The next shift as one line: `Fr, 27.11.2026, 06:00–14:00`, or that none is planned. */
function nextShiftText(day: KioskDay, timeZone: string): string {
  const shift = day.nextShift;
  if (!shift) return 'Keine Schicht geplant.';
  const date = formatDayLabel(businessDayOf(new Date(shift.start), timeZone));
  return `${date}, ${formatInstantTime(shift.start, timeZone)}–${formatInstantTime(shift.end, timeZone)}`;
}

/**
 * The employee's own day on the tablet: where the clock stands with the next punch, today's
 * net time and breaks, the next shift, and "Fertig" back to the list.
 */
export const KioskDayView = observer(function KioskDayView({
  store,
  day,
  now,
  timeZone,
}: {
  store: KioskStore;
  day: KioskDay;
  now: Date;
  timeZone: string;
}) {
  const totals = liveTotals(day, now);
  return (
    <div className="tt-kiosk__day">
      <ClockCard
        id="tt-kiosk-state"
        current={day.workingActivity}
        now={now}
        timeZone={timeZone}
        error={store.punchError}
        busy={(store.busy === 'day' ? null : store.busy) as PunchAction | null}
        onPunch={(action) => void store.punch(action)}
      />
      <SummaryList
        rows={[
          ['Heute netto', `${formatDuration(totals.netMs)} h`],
          ['Heute Pausen', `${formatDuration(totals.breakMs)} h`],
        ]}
      />
      <p className="tt-kiosk__shift">
        <span className="tt-kiosk__shift-label">Nächste Schicht: </span>
        {nextShiftText(day, timeZone)}
      </p>
      <Button className="tt-kiosk__done" onClick={() => store.finish()}>
        Fertig
      </Button>
      <p className="tt-kiosk__hint">
        {`Ohne Eingabe geht es nach ${KIOSK_IDLE_MS / 1000} Sekunden von selbst zurück zur Liste.`}
      </p>
    </div>
  );
});
