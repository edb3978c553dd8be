import { Injectable } from '@nestjs/common';
import { recordNotFound, type SignageDevice, type SignageHeartbeat } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import type { SignageHeartbeatInput } from './dto/signage-actions.input.js';
import { toSignageDevice } from './signage.mapper.js';
import { SignageDisplayService } from './signage-display.service.js';
import { SignageEventsService } from './signage-events.service.js';

/**
 * What a TV reports (heartbeat) and what an admin asks of it (reload). These writes touch only
 * the device's status columns, without listeners: they move no display version.
 */
@Injectable()
export class SignageDeviceActionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly displays: SignageDisplayService,
    private readonly events: SignageEventsService,
  ) {}

  /**
   * Records that the TV is alive and which segment it shows (it must exist, else 400 at
   * `segment`). Answers `reload: true` once after an admin asked for a reload; the request is
   * cleared in the same statement, so two heartbeats never both get it.
   */
  async heartbeat(
    identifier: string,
    input: SignageHeartbeatInput,
    now = new Date(),
  ): Promise<SignageHeartbeat> {
    const device = await this.displays.device(identifier, { fresh: true });
    const segment = await new ReferenceResolver(this.dataSource.manager).one(
      SignageSegmentEntity,
      input.segment ?? null,
      'segment',
      'Filmsequenz',
    );
    await this.status(device.id, {
      lastSeenAt: now,
      currentSegment: segment ? { id: segment.id } : null,
    });
    if (!device.reloadRequestedAt) return { reload: false };
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SignageDeviceEntity)
      .set({ reloadRequestedAt: null, updatedAt: () => 'updatedAt' })
      .where('id = :id AND reloadRequestedAt IS NOT NULL', { id: device.id })
      .updateEntity(false)
      .callListeners(false)
      .execute();
    return { reload: (result.affected ?? 0) > 0 };
  }

  /**
   * Asks the TV to reload: at once over its event stream, else (no stream open: the TV polls)
   * at its next heartbeat. Never both: a TV that reloaded on the event would otherwise reload a
   * second time at the first heartbeat of its new page.
   */
  async reload(id: number, now = new Date()): Promise<SignageDevice> {
    await this.load(id);
    if (this.events.reload(id) === 0) await this.status(id, { reloadRequestedAt: now });
    return toSignageDevice(await this.load(id));
  }

  /** The TV record with its relations as admins see it; 404 when unknown. */
  async load(id: number): Promise<SignageDeviceEntity> {
    const device = await this.dataSource.getRepository(SignageDeviceEntity).findOne({
      where: { id },
      relations: { branch: true, stream: true, currentSegment: true },
    });
    if (!device) throw new NotFoundError(recordNotFound('signageDevices'));
    return device;
  }

  private async status(
    id: number,
    values: Partial<Pick<SignageDeviceEntity, 'lastSeenAt' | 'reloadRequestedAt'>> & {
      currentSegment?: { id: number } | null;
    },
  ): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .update(SignageDeviceEntity)
      // Status is not an edit: updatedAt keeps its value.
      .set({ ...values, updatedAt: () => 'updatedAt' } as never)
      .where('id = :id', { id })
      .updateEntity(false)
      .callListeners(false)
      .execute();
  }
}
