import { Entity, PrimaryColumn } from 'typeorm';
import { IntColumn, SecretColumn } from '../../../database/columns.js';

/**
 * Roll-up of the visitor heat map: visitors of one business day by the half hour of their first
 * event that day (each visitor once a day, in the slot they arrived), on the zone's wall clock.
 */
@Entity('statistics_visit_slot_day')
export class VisitSlotDayEntity {
  @SecretColumn({ length: 10, primary: true })
  day: string;

  /** Half hour of the day: 0 = 00:00–00:30 … 47 = 23:30–24:00. */
  @PrimaryColumn({ type: 'int' })
  slot: number;

  /** 0 = Monday … 6 = Sunday (the day's weekday, kept for grouping). */
  @IntColumn()
  weekday: number;

  @IntColumn({ default: 0 })
  visitors: number;
}
