import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  SecretColumn,
  StringColumn,
} from '../../../database/columns.js';
import { OrderEntity } from './order.entity.js';

/**
 * A request sent with an Idempotency-Key (order creation): a repeat with the same key and body
 * gets the stored answer, the same key with another body a 422. Kept at least 24 hours.
 */
@Entity('idempotency_record')
export class IdempotencyRecordEntity {
  @IdColumn()
  id: number;

  @SecretColumn({ length: 255, unique: true })
  key: string;

  /** SHA-256 (hex) of the request it was first used with. */
  @StringColumn({ length: 64 })
  requestHash: string;

  @ManyToOne(() => OrderEntity, { nullable: true, onDelete: 'SET NULL' })
  order: Relation<OrderEntity> | null;

  /** HTTP status of the stored answer; null while the first request is still running. */
  @IntColumn({ nullable: true })
  responseStatus: number | null;

  /** The stored answer body. */
  @JsonColumn({ nullable: true })
  responseBody: unknown = null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
