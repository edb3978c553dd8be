import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import { DateTimeColumn, IdColumn, SecretColumn } from '../../../database/columns.js';
import { UserEntity } from './user.entity.js';

/**
 * A one-time login link ("Passwort vergessen"). Only the SHA-256 of the token in the link is
 * stored; the link works once and until expiresAt.
 */
@Entity('login_token')
export class LoginTokenEntity {
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

  @DateTimeColumn({ nullable: false })
  expiresAt: Date;

  /** Set when the link was used; a used link never works again. */
  @DateTimeColumn()
  usedAt: Date | null;
}
