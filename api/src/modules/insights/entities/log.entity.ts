import type { LogLevel } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/**
 * An application log entry admins can read (staff changes, sign-ins, order and payment status,
 * device, mail and SMS failures). Written once, never updated; removed after the retention.
 */
@Entity('log')
@Index(['channel', 'createdAt'])
@Index(['recordType', 'recordId'])
export class LogEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 10 })
  level: LogLevel;

  /** The area (`products`, `auth`, `orders`…); the column kept its first name. */
  @StringColumn({ length: 100 })
  channel: string;

  @TextColumn({ nullable: false })
  message: string;

  /** Type of the record the entry concerns (`product`, `order`…), null when none. */
  @StringColumn({ length: 50, nullable: true })
  recordType: string | null;

  @IntColumn({ nullable: true })
  recordId: number | null;

  /** Details; an update's changed fields in `changes`. Secrets are removed before storing. */
  @JsonColumn()
  context: Record<string, unknown> = {};

  /** The staff member who acted, or whom the entry concerns (a failed sign-in). */
  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  user: Relation<UserEntity> | null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
