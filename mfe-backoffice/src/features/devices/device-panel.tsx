import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { formatInstantDateTime, type Device } from '@bestellwerk/domain';
import { Button, Loader } from '@bestellwerk/ui';
import { ActionErrorList, StatusNotice } from '../../shared/layout/index.js';
import { deviceActions, type DeviceConsoleStore } from './device-console-store.js';

export interface DevicePanelProps {
  device: Device;
  store: DeviceConsoleStore;
  timeZone?: string;
}

/**
 * The tests of one device ('Testbenachrichtigung', 'Testdruck' for printers, 'Protokoll
 * anfordern') and the logs it sent, newest first. The logs load when the panel opens.
 */
export const DevicePanel = observer(function DevicePanel({
  device,
  store,
  timeZone,
}: DevicePanelProps) {
  const headingId = useId();
  const logsHeadingId = useId();
  const actions = deviceActions(device.id);
  const { errors } = store;
  const notice = store.notices.get(device.id);
  const logs = store.logsOf(device.id);
  const isLoadingLogs = errors.isRunning(actions.loadLogs);

  // Loaded when the panel opens (and when the list brought a new copy of the device).
  useEffect(() => {
    void store.loadLogs(device);
  }, [store, device]);

  return (
    <section className="bo-device-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="bo-device-panel__title">
        {`${device.name}: Test und Protokolle`}
      </h2>
      <div className="bo-row-actions" role="group" aria-label="Gerätetest">
        <Button
          variant="secondary"
          disabled={errors.isRunning(actions.notification)}
          onClick={() => void store.sendTest(device, 'notification')}
        >
          Testbenachrichtigung
        </Button>
        {device.type === 'printer' ? (
          <Button
            variant="secondary"
            disabled={errors.isRunning(actions.print)}
            onClick={() => void store.sendTest(device, 'print')}
          >
            Testdruck
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={errors.isRunning(actions.requestLogs)}
          onClick={() => void store.requestLogs(device)}
        >
          Protokoll anfordern
        </Button>
      </div>
      <StatusNotice text={notice} />
      <ActionErrorList
        store={errors}
        actions={[actions.notification, actions.print, actions.requestLogs, actions.loadLogs]}
      />
      <div className="bo-device-panel__logs-header">
        <h3 id={logsHeadingId}>Empfangene Protokolle</h3>
        <Button
          variant="secondary"
          disabled={isLoadingLogs}
          onClick={() => void store.loadLogs(device)}
        >
          Aktualisieren
        </Button>
      </div>
      {isLoadingLogs && logs === null ? <Loader label="Protokolle werden geladen…" /> : null}
      {logs?.length === 0 ? <p className="bo-muted">Noch keine Protokolle empfangen.</p> : null}
      {logs && logs.length > 0 ? (
        <ol className="bo-device-logs" aria-labelledby={logsHeadingId}>
          {logs.map((log) => {
            const when = formatInstantDateTime(log.createdAt, timeZone);
            return (
              <li key={log.id}>
                <h4 className="bo-device-logs__time">{when}</h4>
                <pre tabIndex={0} aria-label={`Protokoll vom ${when}`}>
                  {log.content}
                </pre>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
});
