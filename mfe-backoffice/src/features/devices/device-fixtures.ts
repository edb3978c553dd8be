import type { Device } from '@bestellwerk/domain';

/** Test support: an enabled, online receipt printer of branch 1. */
export function makeDevice(overrides: Partial<Device> = {}): Device {
  return {
    id: 1,
    identifier: 'innenstadt-bondrucker',
    name: 'Bondrucker Theke',
    type: 'printer',
    branch: { id: 1 },
    isEnabled: true,
    lastSeenAt: '2026-11-20T08:30:00.000Z',
    isOnline: true,
    ...overrides,
  };
}
