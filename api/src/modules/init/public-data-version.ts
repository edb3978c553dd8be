import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
} from 'typeorm';
import { CATALOG_ENTITIES } from '../catalog/catalog.entities.js';
import { CONTENT_ENTITIES } from '../content/content.entities.js';
import { MEDIA_ENTITIES } from '../media/media.entities.js';
import { DonateeEntity } from '../ordering/entities/donatee.entity.js';
import { ORGANISATION_ENTITIES } from '../organisation/organisation.entities.js';

/** Entities whose rows /api/init shows. */
const PUBLIC_DATA = new Set<unknown>([
  ...ORGANISATION_ENTITIES,
  ...CATALOG_ENTITIES,
  ...CONTENT_ENTITIES,
  ...MEDIA_ENTITIES,
  DonateeEntity,
]);

interface WriteEvent {
  metadata?: { target: unknown };
  queryRunner: QueryRunner;
}

/**
 * A counter that moves whenever data /api/init shows has been written and committed. Writes
 * inside a transaction count at commit, so nobody caches what another transaction has not
 * committed yet.
 */
@Injectable()
export class PublicDataVersion implements EntitySubscriberInterface {
  private value = 0;
  private readonly pending = new WeakSet<QueryRunner>();

  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  /** The current version; equal versions mean equal public data (in this process). */
  get current(): number {
    return this.value;
  }

  private written(event: WriteEvent): void {
    if (!event.metadata || !PUBLIC_DATA.has(event.metadata.target)) return;
    if (event.queryRunner.isTransactionActive) this.pending.add(event.queryRunner);
    else this.value += 1;
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
    this.value += 1;
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    this.pending.delete(event.queryRunner);
  }
}
