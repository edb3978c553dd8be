import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { recordNotFound, type SignageDisplay } from '@bestellwerk/domain';
import { Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import {
  inPlayOrder,
  toSignageDevice,
  toSignageSegment,
  toSignageStream,
} from './signage.mapper.js';

/** How often a TV's `lastSeenAt` is written at most. */
const LAST_SEEN_INTERVAL_MS = 60_000;

@Injectable()
export class SignageService {
  constructor(
    @InjectRepository(SignageDeviceEntity)
    private readonly devices: Repository<SignageDeviceEntity>,
  ) {}

  /**
   * What the TV with this identifier plays: its stream (null when none or disabled) and the
   * stream's enabled segments in play order. Records the visit at most once a minute.
   */
  async display(identifier: string, now = new Date()): Promise<SignageDisplay> {
    const device = await this.devices.findOne({
      where: { identifier },
      relations: { branch: true, stream: { entries: { segment: true } } },
    });
    if (!device) throw new NotFoundError(recordNotFound('signageDevices'));
    await this.touch(device, now);
    const stream = device.stream?.isEnabled ? device.stream : null;
    return {
      device: toSignageDevice(device),
      stream: stream ? toSignageStream(stream) : null,
      segments: stream
        ? inPlayOrder(stream.entries)
            .map((entry) => entry.segment)
            .filter((segment) => segment.isEnabled)
            .map(toSignageSegment)
        : [],
    };
  }

  private async touch(device: SignageDeviceEntity, now: Date): Promise<void> {
    const threshold = new Date(now.getTime() - LAST_SEEN_INTERVAL_MS);
    if (device.lastSeenAt && device.lastSeenAt > threshold) return;
    // The condition is repeated in SQL so TVs polling in parallel write only once.
    await this.devices
      .createQueryBuilder()
      .update(SignageDeviceEntity)
      // A visit is not an edit: updatedAt keeps its value.
      .set({ lastSeenAt: now, updatedAt: () => 'updatedAt' })
      .where('id = :id', { id: device.id })
      .andWhere('(lastSeenAt IS NULL OR lastSeenAt <= :threshold)', { threshold })
      .updateEntity(false)
      .execute();
    device.lastSeenAt = now;
  }
}
