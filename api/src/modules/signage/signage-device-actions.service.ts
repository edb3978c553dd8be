import { Injectable } from '@nestjs/common';
import { recordNotFound, type SignageDevice, type SignageHeartbeat } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { ClusterBus, clusterTopic } from '../cluster/cluster-bus.js';
import { SignageDeviceEntity } from './entities/signage-device.entity.js';
import { SignageSegmentEntity } from './entities/signage-segment.entity.js';
import type { SignageHeartbeatInput } from './dto/signage-actions.input.js';
import { toSignageDevice } from './signage.mapper.js';
import { SignageDisplayService } from './signage-display.service.js';
import { SignageEventsService } from './signage-events.service.js';

/** An admin asked a TV to reload: the instance holding its event stream tells it. */
const SIGNAGE_RELOAD = clusterTopic<number>('signage-reload');

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
    private readonly bus: ClusterBus,
  ) {
    // Another instance's request: told here if the TV's stream is open here.
    bus.subscribe(SIGNAGE_RELOAD, (id, origin) => {
      if (!origin.local) return this.tellOpenStreams(id).then(() => undefined);
    });
  }

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
    return { reload: await this.claimReload(device.id) };
  }

  /**
   * Asks the TV to reload: at once over its event stream, on whichever instance holds it, else
   * (no stream open: the TV polls) at its next heartbeat. The request is recorded first and
   * whoever delivers it clears it in one statement (claimReload), so never both: a TV that
   * reloaded on the event would otherwise reload a second time at the first heartbeat of its
   * new page.
   */
  async reload(id: number, now = new Date()): Promise<SignageDevice> {
    await this.load(id);
    await this.status(id, { reloadRequestedAt: now });
    await this.tellOpenStreams(id);
    this.bus.publish(SIGNAGE_RELOAD, id);
    return toSignageDevice(await this.load(id));
  }

  /** Sends the reload to the TV's streams open in this instance, if the request is still open. */
  private async tellOpenStreams(id: number): Promise<boolean> {
    if (!this.events.hasStream(id) || !(await this.claimReload(id))) return false;
    this.events.reload(id);
    return true;
  }

  /** Clears the TV's open reload request; true for the one caller that cleared it. */
  private async claimReload(id: number): Promise<boolean> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SignageDeviceEntity)
      .set({ reloadRequestedAt: null, updatedAt: () => 'updatedAt' })
      .where('id = :id AND reloadRequestedAt IS NOT NULL', { id })
      .updateEntity(false)
      .callListeners(false)
      .execute();
    return (result.affected ?? 0) > 0;
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
