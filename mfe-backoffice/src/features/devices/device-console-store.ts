import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { ApiClient } from '@bestellwerk/client';
import type { Device, DeviceLog, Id } from '@bestellwerk/domain';
import type { ActionErrorStore } from '../../shared/layout/index.js';
import { newestLogsFirst } from './device-rules.js';

/** The catalogue messages of the device tests and logs (backend.md §8). */
export const DEVICE_CONSOLE_MESSAGES = {
  testFailed: 'Gerätetest nicht erfolgreich.',
  logRequestFailed: 'Protokoll konnte nicht angefordert werden.',
  logsLoadFailed: 'Protokolle konnten nicht geladen werden.',
  notificationSent: 'Die Testbenachrichtigung wurde an das Gerät geschickt.',
  printSent: 'Der Testdruck wurde an den Drucker geschickt.',
  logRequested:
    'Das Protokoll wurde angefordert. Es erscheint unten, sobald das Gerät es gesendet hat.',
} as const;

/** The tests a device can be sent. */
export type DeviceTest = 'notification' | 'print';

/** The calls of the device console; the shared ApiClient satisfies it. */
export type DeviceConsoleApi = Pick<ApiClient, 'get' | 'post'>;

/** The received logs of a device: not loaded yet, or the list (newest first). */
export type DeviceLogs = DeviceLog[] | null;

/** The error-record action names of one device, so its panel shows only its own errors. */
export function deviceActions(id: Id) {
  return {
    notification: `device-${id}-test-notification`,
    print: `device-${id}-test-print`,
    requestLogs: `device-${id}-request-logs`,
    loadLogs: `device-${id}-load-logs`,
  } as const;
}

/**
 * The test buttons and the log list of the devices (every staff member may use them): sends a
 * test notification or print, asks a device for its log, and loads the logs it sent. Failures
 * are recorded with the catalogue message and a retry; successes leave a notice per device.
 */
export class DeviceConsoleStore {
  /** The last success notice per device. */
  notices: ReadonlyMap<Id, string> = new Map();
  /** The loaded logs per device. */
  logs: ReadonlyMap<Id, DeviceLog[]> = new Map();

  constructor(
    private readonly api: DeviceConsoleApi,
    readonly errors: ActionErrorStore,
  ) {
    makeObservable<DeviceConsoleStore, 'setNotice'>(this, {
      notices: observableRef,
      logs: observableRef,
      setNotice: action,
    });
  }

  /** Sends a test notification or (printers) a test print. */
  sendTest(device: Device, test: DeviceTest): Promise<boolean> {
    this.setNotice(device.id, null);
    return this.errors.run(
      deviceActions(device.id)[test],
      DEVICE_CONSOLE_MESSAGES.testFailed,
      async () => {
        await this.api.post(`/devices/${device.id}/test/${test}`);
        this.setNotice(
          device.id,
          test === 'print'
            ? DEVICE_CONSOLE_MESSAGES.printSent
            : DEVICE_CONSOLE_MESSAGES.notificationSent,
        );
      },
    );
  }

  /** Asks the device to send its log; it arrives later in the log list. */
  requestLogs(device: Device): Promise<boolean> {
    this.setNotice(device.id, null);
    return this.errors.run(
      deviceActions(device.id).requestLogs,
      DEVICE_CONSOLE_MESSAGES.logRequestFailed,
      async () => {
        await this.api.post(`/devices/${device.id}/request-device-logs`);
        this.setNotice(device.id, DEVICE_CONSOLE_MESSAGES.logRequested);
      },
    );
  }

  /** Loads the logs the device sent, newest first. */
  loadLogs(device: Device): Promise<boolean> {
    return this.errors.run(
      deviceActions(device.id).loadLogs,
      DEVICE_CONSOLE_MESSAGES.logsLoadFailed,
      async () => {
        const logs = await this.api.get(`/devices/${device.id}/logs`);
        runInAction(() => {
          this.logs = new Map(this.logs).set(device.id, newestLogsFirst(logs ?? []));
        });
      },
    );
  }

  /** The device's logs, or null before they were loaded. */
  logsOf(id: Id): DeviceLogs {
    return this.logs.get(id) ?? null;
  }

  private setNotice(id: Id, text: string | null): void {
    const next = new Map(this.notices);
    if (text === null) next.delete(id);
    else next.set(id, text);
    this.notices = next;
  }
}
