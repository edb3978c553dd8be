import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@bestellwerk/domain';
import { useNow, usePageTitle, useParams, useStores } from '@bestellwerk/client';
import { ErrorMessage, Loader } from '@bestellwerk/ui';
import { EmployeeTiles } from './employee-tiles.js';
import { kioskApi } from './kiosk-api.js';
import { KioskDayView } from './kiosk-day.js';
import { KioskStore } from './kiosk-store.js';
import { PinPad } from './pin-pad.js';
import './kiosk.css';

/** The live timer ticks every second. */
const TICK_MS = 1000;

/**
 * `/time-tracking/kiosk/:branchId/:apiKey`: the shop tablet's time clock. Employees tap their
 * name, type their PIN and punch; every touch or key restarts the return to the list.
 */
export const KioskPage = observer(function KioskPage() {
  const { branchId = '', apiKey = '' } = useParams();
  const { api, config } = useStores();
  usePageTitle({ kind: 'division', title: 'Zeiterfassung am Tablet' });
  const store = useMemo(
    () => new KioskStore(kioskApi(api, branchId, apiKey)),
    [api, branchId, apiKey],
  );
  const now = useNow(TICK_MS);
  const timeZone = config.config?.timeZone ?? DEFAULT_TIME_ZONE;

  useEffect(() => {
    const controller = new AbortController();
    void store.loadEmployees(controller.signal);
    return () => {
      controller.abort();
      store.dispose();
    };
  }, [store]);

  const title =
    store.phase === 'list' || !store.selected
      ? 'Zeiterfassung'
      : `Hallo ${store.selected.firstName}`;
  return (
    <div className="tt-kiosk" onPointerDown={() => store.touch()} onKeyDown={() => store.touch()}>
      <p className="tt-page__brand">
        {config.config?.shopName ? `${config.config.shopName} · Zeiterfassung` : 'Zeiterfassung'}
      </p>
      <h1 id="tt-kiosk-title" className="bw-page-title">
        {title}
      </h1>
      {store.phase === 'list' ? (
        store.listStatus === 'loading' ? (
          <Loader />
        ) : store.listStatus === 'error' ? (
          <ErrorMessage title={store.listError ?? ''} onRetry={() => void store.loadEmployees()} />
        ) : (
          <>
            <p className="tt-kiosk__lead">Bitte tippen Sie auf Ihren Namen.</p>
            <EmployeeTiles store={store} />
          </>
        )
      ) : store.phase === 'pin' ? (
        <PinPad store={store} />
      ) : store.day ? (
        <KioskDayView store={store} day={store.day} now={now} timeZone={timeZone} />
      ) : null}
    </div>
  );
});
