import type { DateTimeString, Id, IdRef } from './common.js';

/** Receipt printer (80 mm ESC/POS), counter tablet, TV in the shop. */
export const DEVICE_TYPES = ['printer', 'tablet', 'tv'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A receipt printer, counter tablet or TV of a branch. */
export interface Device {
  id: Id;
  identifier: string;
  name: string;
  type: DeviceType;
  branch: IdRef | null;
  isEnabled: boolean;
  lastSeenAt: DateTimeString | null;
  /** A heartbeat arrived within the last two minutes. */
  isOnline: boolean;
}

/** A device's new secret, answered once when it is renewed (the old one stops working). */
export interface DeviceSecret {
  secret: string;
}
