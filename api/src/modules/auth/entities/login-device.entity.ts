import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { DateTimeColumn, IdColumn, SecretColumn } from '../../../database/columns.js';
import { UserEntity } from './user.entity.js';

/**
 * A browser that signed in to a staff account before (OWASP "device cookies"): its cookie holds
 * a random token, only the SHA-256 of which is stored here. With it a correct password gets
 * through the account's lockout; wrong passwords count against the device only.
 */
@Entity('login_device')
export class LoginDeviceEntity {
  @IdColumn()
  id: number;

  @Index()
  @ManyToOne(() => UserEntity, { nullable: false, onDelete: 'CASCADE' })
  user: Relation<UserEntity>;

  @Index({ unique: true })
  @SecretColumn({ length: 64 })
  tokenHash: string;

  @DateTimeColumn({ nullable: false })
  createdAt: Date;

  /** The last successful sign-in from this browser. */
  @DateTimeColumn({ nullable: false })
  lastUsedAt: Date;

  /** Moved on at every successful sign-in; afterwards the cookie counts for nothing. */
  @DateTimeColumn({ nullable: false })
  expiresAt: Date;
}
