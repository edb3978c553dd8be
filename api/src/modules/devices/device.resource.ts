import { randomBytes } from 'node:crypto';
import { CRUD_COLLECTIONS, type Device, type DeviceType } from '@bestellwerk/domain';
import { In, Raw, type FindOptionsWhere } from 'typeorm';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { isAdmin, type AuthContext } from '../../common/http/auth-context.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { DEVICE_ONLINE_MS } from './device-limits.js';
import { DeviceListQuery } from './dto/device-list.query.js';
import { DeviceInput, DeviceUpdateInput } from './dto/device.input.js';
import { DeviceEntity } from './entities/device.entity.js';

/** A fresh random secret for a device. */
export function newDeviceSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The device as staff see it; the secret never leaves the API. */
export function toDevice(entity: DeviceEntity, now: Date = new Date()): Device {
  return {
    id: entity.id,
    identifier: entity.identifier,
    name: entity.name,
    type: entity.type,
    branch: entity.branch ? { id: entity.branch.id } : null,
    isEnabled: entity.isEnabled,
    lastSeenAt: entity.lastSeenAt?.toISOString() ?? null,
    isOnline:
      entity.lastSeenAt !== null && now.getTime() - entity.lastSeenAt.getTime() <= DEVICE_ONLINE_MS,
  };
}

/**
 * The devices a staff member may see and act on: admins every device, employees those of their
 * branches (not unassigned ones). Others' devices answer the 404 of a missing one, as orders do.
 */
export function visibleDevices(auth: AuthContext): FindOptionsWhere<DeviceEntity> {
  if (isAdmin(auth)) return {};
  return { branch: { id: auth.branchIds.length ? In(auth.branchIds) : -1 } };
}

export const deviceResource: CrudResource<DeviceEntity, Device, DeviceInput, DeviceListQuery> = {
  ...CRUD_COLLECTIONS.devices,
  schema: 'Device',
  entity: DeviceEntity,
  input: DeviceInput,
  updateInput: DeviceUpdateInput,
  read: 'staff',
  scope: visibleDevices,
  relations: { branch: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'identifier',
      message: 'Diese Kennung wird bereits von einem anderen Gerät verwendet.',
    },
  ],
  listQuery: DeviceListQuery,
  filter: (query) => {
    const { branch, type, isEnabled } = query;
    const where: FindOptionsWhere<DeviceEntity> = {};
    // On the id, not on `branch`: the caller's scope sets `branch` and would replace this.
    if (branch)
      where.id = Raw(
        (id) => `${id} IN (SELECT device.id FROM device WHERE device.branchId = :branch)`,
        {
          branch: Number(branch),
        },
      );
    if (type) where.type = type as DeviceType;
    if (isEnabled) where.isEnabled = isEnabled === 'true';
    return where;
  },
  create: () => Object.assign(new DeviceEntity(), { secret: newDeviceSecret(), branch: null }),
  async apply(entity, { branch, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (branch !== undefined)
      entity.branch = await refs.one(BranchEntity, branch, 'branch', 'Filiale');
  },
  toContract: (entity) => toDevice(entity),
};
