import { kioskPinError, recordNotFound, type TimeTrackingLink } from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors/app-errors.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { PasswordService } from '../../auth/password.service.js';
import { renewTimeTrackingToken } from '../../auth/time-tracking-token.js';
import { qrCodeSvg } from '../../organisation/table-qr.js';

/** The path of a self-service link on the site. */
export function timeTrackingLinkPath(username: string, token: string): string {
  return `/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(token)}`;
}

/**
 * What admins hand an employee for clocking in: the personal link (made new, shown once) and
 * the PIN for the shop tablet (stored as an argon2id hash).
 */
@Injectable()
export class TimeTrackingAccessService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Makes the account a new link and answers it with its QR code: the only time it can be
   * shown, since only the token's hash is kept. The old link stops working at once.
   */
  async renewLink(userId: number): Promise<TimeTrackingLink> {
    const user = await this.account(userId);
    const now = this.clock();
    const token = renewTimeTrackingToken(user, now);
    await this.users.update(
      { id: user.id },
      {
        timeTrackingTokenHash: user.timeTrackingTokenHash,
        timeTrackingLinkCreatedAt: user.timeTrackingLinkCreatedAt,
      },
    );
    const url = timeTrackingLinkPath(user.username, token);
    return {
      url,
      qrSvg: qrCodeSvg(`${this.config.publicUrl.replace(/\/+$/, '')}${url}`).svg,
      createdAt: now.toISOString(),
    };
  }

  /** Sets the account's tablet PIN; a PIN the domain refuses is a German 400 at `pin`. */
  async setPin(userId: number, pin: string): Promise<void> {
    const problem = kioskPinError(pin);
    if (problem) throw new ValidationFailedError([{ field: 'pin', message: problem }]);
    const user = await this.account(userId);
    await this.users.update({ id: user.id }, { kioskPinHash: await this.passwords.hash(pin) });
  }

  /** Removes the account's tablet PIN: it can no longer clock in on a tablet. */
  async removePin(userId: number): Promise<void> {
    const user = await this.account(userId);
    await this.users.update({ id: user.id }, { kioskPinHash: '' });
  }

  private async account(id: number): Promise<UserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw new NotFoundError(recordNotFound('users'));
    return user;
  }
}
