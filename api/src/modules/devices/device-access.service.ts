import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { recordNotFound } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../common/errors/app-errors.js';
import type { AuthContext } from '../../common/http/auth-context.js';
import { secretsMatch } from '../ordering/public-status/order-secrets.js';
import { visibleDevices } from './device.resource.js';
import { DeviceEntity } from './entities/device.entity.js';

/** What a device id in a path may look like; anything else is not looked up. */
const DEVICE_ID = /^[1-9]\d{0,9}$/;

/**
 * Who may address a device: the device itself by its secret (X-Device-Key), staff of its
 * branch and admins.
 */
@Injectable()
export class DeviceAccessService {
  constructor(@InjectRepository(DeviceEntity) private readonly devices: Repository<DeviceEntity>) {}

  /**
   * The enabled device whose secret is `key`, with its branch; its call counts as a heartbeat
   * (lastSeenAt = now). A wrong id, key or a disabled device all answer the same 401; the key
   * is compared in constant time.
   */
  async authenticate(id: string, key: string | undefined): Promise<DeviceEntity> {
    const device =
      DEVICE_ID.test(id) && Number(id) <= 2_147_483_647 && key
        ? await this.devices.findOne({ where: { id: Number(id) }, relations: { branch: true } })
        : null;
    if (!device || !key || !secretsMatch(device.secret, key) || !device.isEnabled)
      throw new UnauthorizedError('DEVICE_NOT_RECOGNISED');
    device.lastSeenAt = new Date();
    // Only this column: a save() of the loaded row could undo an admin's change made meanwhile.
    await this.devices.update({ id: device.id }, { lastSeenAt: device.lastSeenAt });
    return device;
  }

  /**
   * The device with its branch if the staff member may act on it: admins on every device,
   * employees on those of their branches. Another branch's device answers the 404 of a missing
   * one (as orders do: its existence is not told).
   */
  async forStaff(auth: AuthContext, id: number): Promise<DeviceEntity> {
    const device = await this.devices.findOne({
      where: { ...visibleDevices(auth), id },
      relations: { branch: true },
    });
    if (!device) throw new NotFoundError(recordNotFound('devices'));
    return device;
  }

  /** Like {@link forStaff}, and the device must be switched on (else 409). */
  async enabledForStaff(auth: AuthContext, id: number): Promise<DeviceEntity> {
    const device = await this.forStaff(auth, id);
    if (!device.isEnabled) throw new ConflictError('DEVICE_DISABLED');
    return device;
  }
}
