import type { AbsenceKind } from '@bestellwerk/domain';
import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';

/**
 * Days an employee is away: holiday, sickness or another reason. `from` and `to` are calendar
 * days (YYYY-MM-DD, both included), so they sort and compare as text.
 */
@Entity('absence')
@Index(['user', 'from'])
export class AbsenceEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  @StringColumn({ length: 10, default: 'holiday' })
  kind: AbsenceKind;

  @StringColumn({ length: 10 })
  from: string;

  @StringColumn({ length: 10 })
  to: string;

  @TextColumn()
  comment: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
