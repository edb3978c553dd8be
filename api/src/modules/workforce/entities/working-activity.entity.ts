import type { WorkingActivityPause, WorkingActivityState } from '@bestellwerk/domain';
import {
  BeforeInsert,
  BeforeUpdate,
  Entity,
  Index,
  ManyToOne,
  VersionColumn,
  type Relation,
} from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  BooleanColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';
import { DepartmentEntity } from '../../organisation/entities/department.entity.js';
import { ProjectEntity } from './project.entity.js';
import { TaskEntity } from './task.entity.js';

/** A stretch of work a staff member clocked, with its pauses. */
@Entity('working_activity')
@Index(['user', 'start'])
@Index(['start'])
export class WorkingActivityEntity {
  @IdColumn()
  id: number;

  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  @ManyToOne(() => BranchEntity, { nullable: true, onDelete: 'SET NULL' })
  branch: Relation<BranchEntity> | null;

  @ManyToOne(() => DepartmentEntity, { nullable: true, onDelete: 'SET NULL' })
  department: Relation<DepartmentEntity> | null;

  @ManyToOne(() => ProjectEntity, { nullable: true, onDelete: 'SET NULL' })
  project: Relation<ProjectEntity> | null;

  @ManyToOne(() => TaskEntity, { nullable: true, onDelete: 'SET NULL' })
  task: Relation<TaskEntity> | null;

  @StringColumn({ length: 10, default: 'running' })
  state: WorkingActivityState;

  @DateTimeColumn({ nullable: false })
  start: Date;

  @DateTimeColumn()
  end: Date | null;

  @JsonColumn()
  pauses: WorkingActivityPause[] = [];

  @TextColumn()
  comment: string | null;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;

  /**
   * The user's id while the activity is open (running or paused), null once it ended. Unique, so
   * the database itself refuses a second open activity of one user: a double tap, two tabs or a
   * retried start cannot make two.
   */
  @IntColumn({ nullable: true })
  @Index({ unique: true })
  openFor: number | null;

  /** Closed by the clock because it ran on past the shift or closing time (AUTO_ENDED_NOTE). */
  @BooleanColumn(false)
  autoEnded: boolean;

  /** Counts the changes; a clock action only applies to the version it read. */
  @VersionColumn({ default: 1 })
  version: number;

  @BeforeInsert()
  @BeforeUpdate()
  protected markOpen(): void {
    if (this.user) this.openFor = this.state === 'ended' ? null : this.user.id;
  }
}
