import { Entity, PrimaryColumn } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/**
 * Roll-up of the visitor heat map per calendar month (sums of statistics_visit_slot_day by
 * weekday and half hour), so that a year's heat map reads a dozen months instead of 365 days.
 */
@Entity('statistics_visit_slot_month')
export class VisitSlotMonthEntity {
  /** `YYYY-MM` of the business days. */
  @SecretColumn({ length: 7, primary: true })
  month: string;

  /** 0 = Monday … 6 = Sunday. */
  @PrimaryColumn({ type: 'int' })
  weekday: number;

  /** Half hour of the day: 0 = 00:00–00:30 … 47 = 23:30–24:00. */
  @PrimaryColumn({ type: 'int' })
  slot: number;

  @IntColumn({ default: 0 })
  visitors: number;
}
