import type { WorkingTimeChangeAction, WorkingTimeValues } from '@bestellwerk/domain';
import { Entity, Index } from 'typeorm';
import {
  CreatedAtColumn,
  IdColumn,
  IntColumn,
  JsonColumn,
  StringColumn,
  TextColumn,
} from '../../../database/columns.js';

/**
 * One entry of the audit trail of working time: a staff change of an activity, an automatic
 * clock-out, the closing or reopening of a month. Append-only: no route updates or deletes it,
 * and it names people and activities by id and name without foreign keys, so deleting an
 * activity or a user leaves its history in place.
 */
@Entity('working_time_change')
@Index(['month', 'id'])
@Index(['employeeId', 'month'])
export class WorkingTimeChangeEntity {
  @IdColumn()
  id: number;

  /** Server time of the change. */
  @CreatedAtColumn()
  at: Date;

  /** The staff member who made it; null for the automatic clock-out. */
  @IntColumn({ nullable: true })
  byId: number | null;

  @StringColumn()
  byName: string;

  @StringColumn({ length: 20 })
  action: WorkingTimeChangeAction;

  /** `YYYY-MM` the change belongs to (the activity's month after the change, else before). */
  @StringColumn({ length: 7 })
  month: string;

  @IntColumn({ nullable: true })
  activityId: number | null;

  @IntColumn({ nullable: true })
  employeeId: number | null;

  @StringColumn()
  employeeName: string;

  @JsonColumn({ nullable: true })
  before: WorkingTimeValues | null;

  @JsonColumn({ nullable: true })
  after: WorkingTimeValues | null;

  @TextColumn({ nullable: false })
  reason: string;
}
