import type { DateTimeString, Id, IdRef } from './common.js';

export const DEVICE_TYPES = ['printer', 'tablet', 'terminal'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A receipt printer or counter tablet of a branch. */
export interface Device {
  id: Id;
  identifier: string;
  name: string;
  type: DeviceType;
  branch: IdRef | null;
  isEnabled: boolean;
  lastSeenAt: DateTimeString | null;
}
