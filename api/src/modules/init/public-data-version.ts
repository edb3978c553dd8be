import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
} from 'typeorm';
import { ClusterBus, clusterTopic } from '../cluster/cluster-bus.js';
import { readPrimaryWhileReplicasCatchUp } from '../../database/replica-reads.js';
import { CATALOG_ENTITIES } from '../catalog/catalog.entities.js';
import { CONTENT_ENTITIES } from '../content/content.entities.js';
import { MEDIA_ENTITIES } from '../media/media.entities.js';
import { DonateeEntity } from '../ordering/entities/donatee.entity.js';
import { ORGANISATION_ENTITIES } from '../organisation/organisation.entities.js';
import { SIGNAGE_DISPLAY_ENTITIES } from '../signage/signage.entities.js';

/**
 * Entities whose rows /api/init or a TV's display shows. A TV's heartbeat writes its device row
 * without listeners, so it moves nothing.
 */
const PUBLIC_DATA = new Set<unknown>([
  ...ORGANISATION_ENTITIES,
  ...CATALOG_ENTITIES,
  ...CONTENT_ENTITIES,
  ...MEDIA_ENTITIES,
  DonateeEntity,
  ...SIGNAGE_DISPLAY_ENTITIES,
]);

/** A committed write to public data in some instance: every instance moves its version. */
const PUBLIC_DATA_MOVED = clusterTopic<null>('public-data-moved');

interface WriteEvent {
  metadata?: { target: unknown };
  queryRunner: QueryRunner;
}

/**
 * A counter that moves whenever data /api/init or a TV shows has been written and committed. Writes
 * inside a transaction count at commit, so nobody caches what another transaction has not
 * committed yet. A move is announced on the cluster bus: the other API instances move their
 * own counter when they hear of it (without announcing it again), so their cached reads end
 * at once too. The counters of two instances need not be equal.
 */
@Injectable()
export class PublicDataVersion implements EntitySubscriberInterface {
  private value = 0;
  private readonly pending = new WeakSet<QueryRunner>();
  private readonly listeners = new Set<() => void>();

  constructor(
    dataSource: DataSource,
    private readonly bus: ClusterBus,
  ) {
    dataSource.subscribers.push(this);
    // Heard synchronously for this instance's own moves, through Redis for the others'.
    bus.subscribe(PUBLIC_DATA_MOVED, () => this.move());
    this.subscribe(() => readPrimaryWhileReplicasCatchUp(dataSource));
  }

  /** The current version; equal versions mean equal public data (in this process). */
  get current(): number {
    return this.value;
  }

  /** Calls `listener` after every move of the version; the returned function removes it. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Public data was committed here: this instance moves at once, the others on receipt. */
  private moved(): void {
    this.bus.publish(PUBLIC_DATA_MOVED, null);
  }

  private move(): void {
    this.value += 1;
    for (const listener of this.listeners) listener();
  }

  private written(event: WriteEvent): void {
    if (!event.metadata || !PUBLIC_DATA.has(event.metadata.target)) return;
    if (event.queryRunner.isTransactionActive) this.pending.add(event.queryRunner);
    else this.moved();
  }

  afterInsert(event: WriteEvent): void {
    this.written(event);
  }

  afterUpdate(event: WriteEvent): void {
    this.written(event);
  }

  afterRemove(event: WriteEvent): void {
    this.written(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (!this.pending.has(event.queryRunner)) return;
    this.pending.delete(event.queryRunner);
    this.moved();
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    this.pending.delete(event.queryRunner);
  }
}
