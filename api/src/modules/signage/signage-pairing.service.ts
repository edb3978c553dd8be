import { Injectable } from '@nestjs/common';
import {
  SIGNAGE_PAIRING_ALPHABET,
  SIGNAGE_PAIRING_CODE_LENGTH,
  SIGNAGE_PAIRING_TTL_MINUTES,
  type SignageDevice,
  type SignagePairing,
  type SignagePairingState,
} from '@bestellwerk/domain';
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { DataSource, IsNull, LessThan, MoreThan } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-errors.js';
import { SignagePairingEntity } from './entities/signage-pairing.entity.js';
import { toSignageDevice } from './signage.mapper.js';
import { SignageDeviceActionsService } from './signage-device-actions.service.js';

export const SIGNAGE_PAIRING_CODE_MESSAGE = 'Dieser Code ist unbekannt oder abgelaufen.';
export const SIGNAGE_PAIRING_UNKNOWN_MESSAGE = 'Diese Kopplung gibt es nicht.';

/** Pairings are deleted this long after they expired. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function randomCode(): string {
  let code = '';
  for (let i = 0; i < SIGNAGE_PAIRING_CODE_LENGTH; i += 1)
    code += SIGNAGE_PAIRING_ALPHABET[randomInt(SIGNAGE_PAIRING_ALPHABET.length)];
  return code;
}

/** A code as an admin typed it: upper case, without spaces or dashes. */
export function normalisePairingCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * Pairing a TV without a device: the TV gets a short code to show and a secret token to poll
 * with (stored only as its SHA-256); an admin binds the code to a TV record. Codes are unique
 * among live pairings, valid SIGNAGE_PAIRING_TTL_MINUTES and used once.
 */
@Injectable()
export class SignagePairingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly devices: SignageDeviceActionsService,
  ) {}

  private get pairings() {
    return this.dataSource.getRepository(SignagePairingEntity);
  }

  /** A new code and token for a TV; long expired pairings are cleared on the way. */
  async create(now = new Date()): Promise<SignagePairing> {
    await this.pairings.delete({ expiresAt: LessThan(new Date(now.getTime() - KEEP_EXPIRED_MS)) });
    const live = { expiresAt: MoreThan(now), device: IsNull() };
    let code = randomCode();
    // 31^6 codes: a clash with a live code is rare; a few tries make it practically impossible.
    for (let tries = 0; tries < 5 && (await this.pairings.existsBy({ ...live, code })); tries += 1)
      code = randomCode();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SIGNAGE_PAIRING_TTL_MINUTES * 60_000);
    await this.pairings.save(
      Object.assign(new SignagePairingEntity(), {
        code,
        tokenHash: hashOf(token),
        expiresAt,
        device: null,
      }),
    );
    return { code, token, expiresAt: expiresAt.toISOString() };
  }

  /** Where the pairing of this token stands; 404 for an unknown token. */
  async state(token: string, now = new Date()): Promise<SignagePairingState> {
    const pairing = await this.pairings.findOne({
      where: { tokenHash: hashOf(token) },
      relations: { device: true },
    });
    if (!pairing)
      throw new NotFoundError({ code: 'NOT_FOUND', message: SIGNAGE_PAIRING_UNKNOWN_MESSAGE });
    if (pairing.device) return { status: 'paired', identifier: pairing.device.identifier };
    if (pairing.expiresAt <= now) return { status: 'expired' };
    return { status: 'waiting', code: pairing.code, expiresAt: pairing.expiresAt.toISOString() };
  }

  /**
   * Binds the live code to the TV record `id` (404 when unknown). An unknown, expired or used
   * code answers a German 400 at `code`; the binding is one conditional update, so a code is
   * bound once even when two admins type it at the same moment.
   */
  async pair(id: number, code: string, now = new Date()): Promise<SignageDevice> {
    const device = await this.devices.load(id);
    const wrong = () => ValidationFailedError.field('code', SIGNAGE_PAIRING_CODE_MESSAGE);
    const normalised = normalisePairingCode(code);
    if (normalised.length !== SIGNAGE_PAIRING_CODE_LENGTH) throw wrong();
    const pairing = await this.pairings.findOne({
      where: { code: normalised, device: IsNull(), expiresAt: MoreThan(now) },
      order: { id: 'DESC' },
    });
    if (!pairing) throw wrong();
    const result = await this.pairings
      .createQueryBuilder()
      .update()
      .set({ device: { id: device.id } })
      .where('id = :id AND deviceId IS NULL', { id: pairing.id })
      .execute();
    if (!result.affected) throw wrong();
    return toSignageDevice(device);
  }
}
