import { Entity, Index } from 'typeorm';
import { BooleanColumn, DateTimeColumn, IdColumn, IntColumn } from '../../../database/columns.js';

/**
 * One PIN entry on a shop tablet, successful or not: the lockout counts the failed ones per
 * employee (not per tablet, whose address the whole shop shares). Kept an hour, then deleted.
 */
@Entity('kiosk_pin_attempt')
@Index(['userId', 'createdAt'])
export class KioskPinAttemptEntity {
  @IdColumn()
  id: number;

  /** The employee id the tablet named, whether or not such an employee exists. */
  @IntColumn()
  userId: number;

  @BooleanColumn(false)
  isSuccessful: boolean;

  @DateTimeColumn({ nullable: false })
  createdAt: Date;
}
