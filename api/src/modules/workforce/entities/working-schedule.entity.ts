import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { DepartmentEntity } from '../../organisation/entities/department.entity.js';

/** A planned shift of a staff member; `end` is after `start`. */
@Entity('working_schedule')
@Index(['user', 'start'])
@Index(['start'])
export class WorkingScheduleEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  @ManyToOne(() => BranchEntity, { nullable: true, onDelete: 'SET NULL' })
  branch: Relation<BranchEntity> | null;

  @ManyToOne(() => DepartmentEntity, { nullable: true, onDelete: 'SET NULL' })
  department: Relation<DepartmentEntity> | null;

  @DateTimeColumn({ nullable: false })
  start: Date;

  @DateTimeColumn({ nullable: false })
  end: Date;

  @TextColumn()
  comment: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
