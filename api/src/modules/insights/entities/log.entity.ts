import type { LogLevel } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/** An application log record admins can read (payments, printing, mails…). */
@Entity('log')
@Index(['channel', 'createdAt'])
export class LogEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 10 })
  level: LogLevel;

  @StringColumn({ length: 100 })
  channel: string;

  @TextColumn({ nullable: false })
  message: string;

  @JsonColumn()
  context: Record<string, unknown> = {};

  /** The staff member the record concerns or who caused it. */
  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  user: Relation<UserEntity> | null;

  @Index()
  @CreatedAtColumn()
  createdAt: Date;
}
