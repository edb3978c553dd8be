import { Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn, IntColumn, StringColumn } from '../../../database/columns.js';

/**
 * A closed month of the time sheets ("abgeschlossen"): while the row exists, its activities,
 * shifts and absences are read-only. Reopening deletes the row (and is audited).
 */
@Entity('closed_month')
export class ClosedMonthEntity {
  @IdColumn()
  id: number;

  /** `YYYY-MM`. */
  @StringColumn({ length: 7, unique: true })
  month: string;

  @CreatedAtColumn()
  closedAt: Date;

  @IntColumn({ nullable: true })
  closedById: number | null;

  @StringColumn()
  closedByName: string;
}
