import { formatInstantDateTime, type SignageDevice } from '@bestellwerk/domain';

/** A TV's state as its badge says it: 'Online'/'Offline' and when it was last seen. */
export function signageStateText(
  device: Pick<SignageDevice, 'isOnline' | 'lastSeenAt'>,
  timeZone?: string,
): { state: 'Online' | 'Offline'; detail: string } {
  const seen = device.lastSeenAt ? formatInstantDateTime(device.lastSeenAt, timeZone) : '';
  return {
    state: device.isOnline ? 'Online' : 'Offline',
    detail: seen ? `zuletzt gesehen ${seen}` : 'noch nie verbunden',
  };
}
