import type { DeviceType } from '@bestellwerk/domain';
import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  SecretColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';

/** A receipt printer, counter tablet or TV of a branch. */
@Entity('device')
export class DeviceEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @StringColumn({ length: 20 })
  type: DeviceType;

  @ManyToOne(() => BranchEntity, { nullable: true, onDelete: 'SET NULL' })
  branch: Relation<BranchEntity> | null;

  @BooleanColumn(true)
  isEnabled: boolean;

  /** Random secret the device authenticates with; never part of an answer. */
  @SecretColumn({ length: 64 })
  secret: string;

  /** When the device last called the API. */
  @DateTimeColumn()
  lastSeenAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
