import type { SignageOrientation } from '@bestellwerk/domain';
import { Entity, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { SignageSegmentEntity } from './signage-segment.entity.js';
import { SignageStreamEntity } from './signage-stream.entity.js';

/** A TV in a shop; it opens /signage/{identifier} and plays its stream. */
@Entity('signage_device')
export class SignageDeviceEntity {
  @IdColumn()
  id: number;

  @StringColumn({ length: 100, unique: true })
  identifier: string;

  @StringColumn()
  name: string;

  @ManyToOne(() => BranchEntity, { nullable: true, onDelete: 'SET NULL' })
  branch: Relation<BranchEntity> | null;

  @ManyToOne(() => SignageStreamEntity, { nullable: true, onDelete: 'SET NULL' })
  stream: Relation<SignageStreamEntity> | null;

  @StringColumn({ length: 20, default: 'landscape' })
  orientation: SignageOrientation;

  /** When the TV last sent a heartbeat or loaded its display (a load writes at most once a minute). */
  @DateTimeColumn()
  lastSeenAt: Date | null;

  /** The segment the TV reported at its last heartbeat. */
  @ManyToOne(() => SignageSegmentEntity, { nullable: true, onDelete: 'SET NULL' })
  currentSegment: Relation<SignageSegmentEntity> | null;

  /** When an admin asked for a reload the TV has not picked up yet; null: none pending. */
  @DateTimeColumn()
  reloadRequestedAt: Date | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
