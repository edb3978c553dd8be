import { normaliseUsername, type Role } from '@bestellwerk/domain';
import { Column, Entity, JoinTable, ManyToMany, type Relation } from 'typeorm';
import {
  BooleanColumn,
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  JsonColumn,
  SecretColumn,
  StringColumn,
  UpdatedAtColumn,
} from '../../../database/columns.js';
import { BranchEntity } from '../../organisation/entities/branch.entity.js';

/** A staff account. `password` holds the argon2id hash, never the password. */
@Entity('user')
export class UserEntity {
  @IdColumn()
  id: number;

  /**
   * Always in its normalised form (normaliseUsername), however it is written or looked up: the
   * transformer applies to saves, inserts, updates and find conditions alike.
   */
  @Column({
    type: 'varchar',
    length: 180,
    unique: true,
    default: '',
    transformer: {
      to: (value: unknown) => (typeof value === 'string' ? normaliseUsername(value) : value),
      from: (value: unknown) => value,
    },
  })
  username: string;

  @StringColumn()
  email: string;

  @StringColumn({ length: 100 })
  firstName: string;

  @StringColumn({ length: 100 })
  lastName: string;

  @StringColumn()
  password: string;

  @JsonColumn()
  roles: Role[] = [];

  /** Branches an employee works for; admins manage all. */
  @ManyToMany(() => BranchEntity)
  @JoinTable({ name: 'user_branches' })
  branches: Relation<BranchEntity>[];

  @BooleanColumn(true)
  isEnabled: boolean;

  @BooleanColumn(false)
  isLocked: boolean;

  /** After this moment the account can no longer sign in. */
  @DateTimeColumn()
  expiresAt: Date | null;

  /**
   * SHA-256 (hex) of the secret in the self-service link /time-tracking/{username}/{token};
   * empty while the user has no link. The token itself is shown once, when an admin renews it.
   */
  @SecretColumn({ length: 64 })
  timeTrackingTokenHash: string;

  /** When the current time-tracking link was made; null while there is none. */
  @DateTimeColumn()
  timeTrackingLinkCreatedAt: Date | null;

  /** argon2id hash of the PIN for clocking in on the shop tablet; empty while none is set. */
  @StringColumn()
  kioskPinHash: string;

  @CreatedAtColumn()
  createdAt: Date;

  @UpdatedAtColumn()
  updatedAt: Date;
}
