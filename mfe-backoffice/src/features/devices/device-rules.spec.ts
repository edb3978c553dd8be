import type { DeviceLog } from '@bestellwerk/domain';
import {
  deviceDraftOf,
  deviceFieldOf,
  devicePayload,
  devicesVisibleTo,
  deviceStateText,
  newestLogsFirst,
} from './device-rules.js';
import { makeDevice } from './device-fixtures.js';

describe('device state', () => {
  it('reads Online, or Offline with the last contact in the time zone', () => {
    expect(deviceStateText(makeDevice())).toEqual({ state: 'Online', detail: '' });
    expect(deviceStateText(makeDevice({ isOnline: false }), 'Europe/Vienna')).toEqual({
      state: 'Offline',
      detail: 'zuletzt gesehen 20.11.2026 09:30',
    });
    expect(deviceStateText(makeDevice({ isOnline: false, lastSeenAt: null }))).toEqual({
      state: 'Offline',
      detail: 'noch nie verbunden',
    });
  });
});

describe('devices a staff member sees', () => {
  const devices = [
    makeDevice({ id: 1, branch: { id: 1 } }),
    makeDevice({ id: 2, branch: { id: 2 } }),
    makeDevice({ id: 3, branch: null }),
  ];

  it('shows administrators every device', () => {
    const admin = { isAdmin: true, worksFor: () => true };
    expect(devicesVisibleTo(devices, admin).map((d) => d.id)).toEqual([1, 2, 3]);
  });

  it("shows employees only their branches' devices", () => {
    const employee = { isAdmin: false, worksFor: (id: number) => id === 2 };
    expect(devicesVisibleTo(devices, employee).map((d) => d.id)).toEqual([2]);
  });
});

describe('device logs', () => {
  it('lists the newest log first', () => {
    const log = (id: number, createdAt: string): DeviceLog => ({
      id,
      device: { id: 1 },
      content: '',
      createdAt,
    });
    const logs = [
      log(1, '2026-11-19T08:00:00.000Z'),
      log(3, '2026-11-20T08:00:00.000Z'),
      log(2, '2026-11-20T08:00:00.000Z'),
    ];

    expect(newestLogsFirst(logs).map((l) => l.id)).toEqual([3, 2, 1]);
  });
});

describe('device form', () => {
  it('starts a new device as an enabled printer without branch', () => {
    expect(devicePayload(deviceDraftOf(null))).toEqual({
      name: '',
      identifier: '',
      type: 'printer',
      branch: null,
      isEnabled: true,
    });
  });

  it('sends the branch as a reference and trims the texts', () => {
    const draft = { ...deviceDraftOf(makeDevice()), name: ' Tablet ', type: 'tablet' as const };

    expect(devicePayload(draft)).toEqual({
      name: 'Tablet',
      identifier: 'innenstadt-bondrucker',
      type: 'tablet',
      branch: { id: 1 },
      isEnabled: true,
    });
  });

  it.each([
    ['identifier', 'identifier'],
    ['branch.id', 'branch'],
    ['secret', null],
  ])('puts the server error of %s at %s', (field, expected) => {
    expect(deviceFieldOf(field)).toBe(expected);
  });
});
