import { Entity, Index } from 'typeorm';
import {
  BooleanColumn,
  DateTimeColumn,
  IdColumn,
  StringColumn,
} from '../../../database/columns.js';

/**
 * One sign-in attempt, successful or not: the lockout counts the failed ones per username
 * and per IP address within a window. Old rows are deleted as they stop counting.
 */
@Entity('login_attempt')
@Index(['username', 'createdAt'])
@Index(['ip', 'createdAt'])
export class LoginAttemptEntity {
  @IdColumn()
  id: number;

  /** As typed (lower-cased), whether or not such a user exists. */
  @StringColumn({ length: 180 })
  username: string;

  @StringColumn({ length: 64 })
  ip: string;

  @BooleanColumn(false)
  isSuccessful: boolean;

  @DateTimeColumn({ nullable: false })
  createdAt: Date;
}
