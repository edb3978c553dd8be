import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { BREAK_RULES, DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { useNow, usePageTitle, useParams, useStores } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { ClockPanel } from './clock-panel.js';
import { HolidaySummary } from './holiday-summary.js';
import { RecentDays } from './recent-days.js';
import { timeClockApi } from './time-clock-api.js';
import { TIME_CLOCK_LOAD_MESSAGES, TimeClockStore } from './time-clock-store.js';
import { UpcomingShifts } from './upcoming-shifts.js';
import { WorkSummary } from './work-summary.js';
import './time-clock.css';

/** The timer ticks every second; the totals follow it. */
const TICK_MS = 1000;

/**
 * `/time-tracking/:a/:b` (a = username, b = access token): the employee's time clock on their
 * phone. A 401 here means a bad link, not a lost session, so it shows a message.
 */
export const TimeClockPage = observer(function TimeClockPage() {
  const { a = '', b = '' } = useParams();
  const { api, config } = useStores();
  usePageTitle({ kind: 'division', title: 'Zeiterfassung' });
  const store = useMemo(() => new TimeClockStore(timeClockApi(api, a, b)), [api, a, b]);
  const now = useNow(TICK_MS);
  const timeZone = config.config?.timeZone ?? DEFAULT_TIME_ZONE;
  const breakRule = BREAK_RULES[config.config?.breakRule ?? 'AT'];

  useEffect(() => {
    const controller = new AbortController();
    void store.load(controller.signal);
    return () => controller.abort();
  }, [store]);

  if (store.status === 'loading') return <Loader />;
  if (store.status === 'error' || !store.user) {
    const badLink = store.loadError?.status === 401 || store.loadError?.status === 404;
    return (
      <ErrorMessage
        title={TIME_CLOCK_LOAD_MESSAGES.user}
        onRetry={badLink ? undefined : () => void store.load()}
      />
    );
  }
  return (
    <div className="tt-page">
      <p className="tt-page__brand">
        {config.config?.shopName ? `${config.config.shopName} · Zeiterfassung` : 'Zeiterfassung'}
      </p>
      <h1 className="bw-page-title">{`Hallo ${store.user.firstName}`}</h1>
      <ClockPanel store={store} now={now} timeZone={timeZone} breakRule={breakRule} />
      <WorkSummary store={store} now={now} timeZone={timeZone} />
      <UpcomingShifts store={store} now={now} timeZone={timeZone} />
      <RecentDays store={store} now={now} timeZone={timeZone} />
      <HolidaySummary store={store} />
    </div>
  );
});
