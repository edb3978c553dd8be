import {
  formatInstantDateTime,
  type Device,
  type DeviceLog,
  type DeviceType,
  type Id,
  type IdRef,
} from '@bestellwerk/domain';

/** German names of the device types. */
export const DEVICE_TYPE_LABELS: Readonly<Record<DeviceType, string>> = {
  printer: 'Bondrucker',
  tablet: 'Tablet',
  tv: 'TV',
};

/** 'Online', or 'Offline' with when the device was last heard of. */
export function deviceStateText(
  device: Pick<Device, 'isOnline' | 'lastSeenAt'>,
  timeZone?: string,
): { state: 'Online' | 'Offline'; detail: string } {
  if (device.isOnline) return { state: 'Online', detail: '' };
  const seen = device.lastSeenAt ? formatInstantDateTime(device.lastSeenAt, timeZone) : '';
  return {
    state: 'Offline',
    detail: seen ? `zuletzt gesehen ${seen}` : 'noch nie verbunden',
  };
}

/**
 * The devices a staff member sees: all for administrators, for employees those of the branches
 * they work for (devices without a branch are the administrators' business).
 */
export function devicesVisibleTo(
  devices: readonly Device[],
  viewer: { isAdmin: boolean; worksFor(branchId: Id): boolean },
): Device[] {
  if (viewer.isAdmin) return [...devices];
  return devices.filter((device) => device.branch !== null && viewer.worksFor(device.branch.id));
}

/** The logs newest first (by creation, then id). */
export function newestLogsFirst(logs: readonly DeviceLog[]): DeviceLog[] {
  return [...logs].sort(
    (a, b) =>
      new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
      Number(b.id) - Number(a.id),
  );
}

/** What the device form edits. */
export interface DeviceDraft {
  name: string;
  identifier: string;
  type: DeviceType;
  branch: Id | null;
  isEnabled: boolean;
}

/** The body of `POST /api/devices` and `PUT /api/devices/{id}`. */
export interface DevicePayload {
  name: string;
  identifier: string;
  type: DeviceType;
  branch: IdRef | null;
  isEnabled: boolean;
}

/** The form's values for a device, or for a new one (an enabled printer without branch). */
export function deviceDraftOf(device: Device | null): DeviceDraft {
  return device
    ? {
        name: device.name,
        identifier: device.identifier,
        type: device.type,
        branch: device.branch?.id ?? null,
        isEnabled: device.isEnabled,
      }
    : { name: '', identifier: '', type: 'printer', branch: null, isEnabled: true };
}

/** The request body of a draft: texts trimmed, the branch as a reference or null. */
export function devicePayload(draft: DeviceDraft): DevicePayload {
  return {
    name: draft.name.trim(),
    identifier: draft.identifier.trim(),
    type: draft.type,
    branch: draft.branch === null ? null : { id: draft.branch },
    isEnabled: draft.isEnabled,
  };
}

/** The form field a server error belongs to (`branch.id` → `branch`), or null for the form. */
export function deviceFieldOf(field: string | undefined): keyof DeviceDraft | null {
  const name = field?.split('.')[0];
  const known: readonly string[] = ['name', 'identifier', 'type', 'branch', 'isEnabled'];
  return name && known.includes(name) ? (name as keyof DeviceDraft) : null;
}
