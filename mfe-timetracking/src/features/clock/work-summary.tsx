import { observer } from 'mobx-react-lite';
import {
  businessDayOf,
  calendarDateParts,
  dayTotals,
  formatDuration,
  isoWeekOf,
  monthTotal,
  weekTotal,
} from '@bestellwerk/domain';
import { SummaryList } from '../../shared/summary-list.js';
import type { TimeClockStore } from './time-clock-store.js';

export interface WorkSummaryProps {
  store: TimeClockStore;
  now: Date;
  timeZone: string;
}

/** Today's net time and breaks, and the net time of this week (from Monday) and this month. */
export const WorkSummary = observer(function WorkSummary({
  store,
  now,
  timeZone,
}: WorkSummaryProps) {
  if (store.activitiesError) {
    return (
      <p className="tt-summary__error" role="alert">
        {store.activitiesError}
      </p>
    );
  }
  const days = dayTotals(store.activities, now, timeZone);
  const todayDate = businessDayOf(now, timeZone);
  const today = days.find((day) => day.date === todayDate);
  const week = isoWeekOf(todayDate);
  const { year, month } = calendarDateParts(todayDate);
  const rows: [string, string][] = [
    ['Heute netto', `${formatDuration(today?.netMs ?? 0)} h`],
    ['Heute Pausen', `${formatDuration(today?.breakMs ?? 0)} h`],
    ['Diese Woche', `${formatDuration(weekTotal(days, week.year, week.week).netMs)} h`],
    ['Dieser Monat', `${formatDuration(monthTotal(days, year, month).netMs)} h`],
  ];
  return <SummaryList rows={rows} />;
});
