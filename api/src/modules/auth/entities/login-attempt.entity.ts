import { Entity, Index } from 'typeorm';
import {
  BooleanColumn,
  DateTimeColumn,
  IdColumn,
  IntColumn,
  StringColumn,
} from '../../../database/columns.js';

/**
 * One sign-in attempt, successful or not: the lockout counts the failed ones per username, per
 * IP address and per device cookie within a window. Old rows are deleted as they stop counting.
 */
@Entity('login_attempt')
@Index(['username', 'createdAt'])
@Index(['ip', 'createdAt'])
@Index(['deviceId', 'createdAt'])
export class LoginAttemptEntity {
  @IdColumn()
  id: number;

  /** As typed, normalised (normaliseUsername), whether or not such a user exists. */
  @StringColumn({ length: 180 })
  username: string;

  @StringColumn({ length: 64 })
  ip: string;

  /**
   * The login_device whose cookie came with the attempt, when it was valid for the username:
   * such an attempt counts against that device, not against the username.
   */
  @IntColumn({ nullable: true })
  deviceId: number | null;

  @BooleanColumn(false)
  isSuccessful: boolean;

  @DateTimeColumn({ nullable: false })
  createdAt: Date;
}
