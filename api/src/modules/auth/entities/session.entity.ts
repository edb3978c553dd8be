import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  SecretColumn,
  StringColumn,
} from '../../../database/columns.js';
import { UserEntity } from './user.entity.js';

/**
 * A staff session. The id is the SHA-256 of the cookie's token, so a copy of the table
 * does not let anyone sign in.
 */
@Entity('session')
export class SessionEntity {
  @SecretColumn({ length: 64, primary: true })
  id: string;

  @Index()
  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  /** Must come back in X-CSRF-Token on every staff mutation. */
  @SecretColumn({ length: 64 })
  csrfToken: string;

  @CreatedAtColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: false })
  lastSeenAt: Date;

  /** Absolute end of the session, however active it is. */
  @DateTimeColumn({ nullable: false })
  expiresAt: Date;

  @StringColumn({ length: 64 })
  ip: string;

  @StringColumn()
  userAgent: string;
}
