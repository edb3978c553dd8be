import { Entity, Index, ManyToOne, type Relation } from 'typeorm';
import {
  CreatedAtColumn,
  DateTimeColumn,
  IdColumn,
  SecretColumn,
  StringColumn,
} from '../../../database/columns.js';
import { SignageDeviceEntity } from './signage-device.entity.js';

/**
 * A code a TV without a device shows until an admin binds it to a TV record. The TV polls with
 * a random token, stored only as its SHA-256 hash. Codes are unique among live pairings (checked
 * when one is created); a bound pairing is used up.
 */
@Entity('signage_pairing')
@Index(['code'])
export class SignagePairingEntity {
  @IdColumn()
  id: number;

  /** SIGNAGE_PAIRING_CODE_LENGTH characters of SIGNAGE_PAIRING_ALPHABET. */
  @StringColumn({ length: 16 })
  code: string;

  /** SHA-256 (hex) of the TV's polling token. */
  @SecretColumn({ length: 64, unique: true })
  tokenHash: string;

  @DateTimeColumn({ nullable: false })
  expiresAt: Date;

  /** The TV record the code was bound to; null while waiting. */
  @ManyToOne(() => SignageDeviceEntity, { nullable: true, onDelete: 'CASCADE' })
  device: Relation<SignageDeviceEntity> | null;

  @CreatedAtColumn()
  createdAt: Date;
}
