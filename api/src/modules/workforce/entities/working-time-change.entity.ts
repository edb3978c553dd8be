import type {
  WorkingTimeChangeAction,
  WorkingTimeChangeSubject,
  WorkingTimeChangeValues,
} from '@bestellwerk/domain';
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
 * One entry of the audit trail of working time: a staff change of an activity, a shift, an
 * absence or a holiday balance, an automatic clock-out, a renewed time-tracking link or PIN,
 * the closing or reopening of a month. Append-only: no route updates or deletes it, and it
 * names people and records by id and name without foreign keys, so deleting a record or a
 * user leaves its history in place.
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

  /** What kind of record the change is about. */
  @StringColumn({ length: 20 })
  subject: WorkingTimeChangeSubject;

  @StringColumn({ length: 20 })
  action: WorkingTimeChangeAction;

  /**
   * `YYYY-MM` the change belongs to: an activity's or shift's start month, an absence's first
   * day's month (after the change, else before); for holiday balances and access the month of
   * the change.
   */
  @StringColumn({ length: 7 })
  month: string;

  /** The id of the record changed (activity, shift, absence, balance); null for months and access. */
  @IntColumn({ nullable: true })
  recordId: number | null;

  /** Kept for activities (same as `recordId`): the time sheets mark corrected activities by it. */
  @IntColumn({ nullable: true })
  activityId: number | null;

  @IntColumn({ nullable: true })
  employeeId: number | null;

  @StringColumn()
  employeeName: string;

  @JsonColumn({ nullable: true })
  before: WorkingTimeChangeValues | null;

  @JsonColumn({ nullable: true })
  after: WorkingTimeChangeValues | null;

  @TextColumn({ nullable: false })
  reason: string;
}
