import { kioskPinError, recordNotFound, type TimeTrackingLink } from '@bestellwerk/domain';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { NotFoundError, ValidationFailedError } from '../../../common/errors/app-errors.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import { UserEntity } from '../../auth/entities/user.entity.js';
import { PasswordService } from '../../auth/password.service.js';
import { renewTimeTrackingToken } from '../../auth/time-tracking-token.js';
import { qrCodeSvg } from '../../organisation/table-qr.js';
import { recordAccessChange } from '../working-time-audit.js';

/** The path of a self-service link on the site. */
export function timeTrackingLinkPath(username: string, token: string): string {
  return `/time-tracking/${encodeURIComponent(username)}/${encodeURIComponent(token)}`;
}

/**
 * What admins hand an employee for clocking in: the personal link (made new, shown once) and
 * the PIN for the shop tablet (stored as an argon2id hash). Each change goes into the audit
 * trail of working time: that it happened and by whom, never the token, PIN or hash.
 */
@Injectable()
export class TimeTrackingAccessService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly passwords: PasswordService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Makes the account a new link and answers it with its QR code: the only time it can be
   * shown, since only the token's hash is kept. The old link stops working at once.
   */
  async renewLink(userId: number, byId: number): Promise<TimeTrackingLink> {
    const user = await this.account(userId);
    const now = this.clock();
    const token = renewTimeTrackingToken(user, now);
    await this.write(user.id, byId, 'linkRenewed', {
      timeTrackingTokenHash: user.timeTrackingTokenHash,
      timeTrackingLinkCreatedAt: user.timeTrackingLinkCreatedAt,
    });
    const url = timeTrackingLinkPath(user.username, token);
    return {
      url,
      qrSvg: qrCodeSvg(`${this.config.publicUrl.replace(/\/+$/, '')}${url}`).svg,
      createdAt: now.toISOString(),
    };
  }

  /** Sets the account's tablet PIN; a PIN the domain refuses is a German 400 at `pin`. */
  async setPin(userId: number, pin: string, byId: number): Promise<void> {
    const problem = kioskPinError(pin);
    if (problem) throw new ValidationFailedError([{ field: 'pin', message: problem }]);
    const user = await this.account(userId);
    await this.write(user.id, byId, 'pinSet', { kioskPinHash: await this.passwords.hash(pin) });
  }

  /** Removes the account's tablet PIN: it can no longer clock in on a tablet. */
  async removePin(userId: number, byId: number): Promise<void> {
    const user = await this.account(userId);
    await this.write(user.id, byId, 'pinRemoved', { kioskPinHash: '' });
  }

  /** Stores the account's new access and its audit entry in one transaction. */
  private async write(
    userId: number,
    byId: number,
    action: 'linkRenewed' | 'pinSet' | 'pinRemoved',
    values: Partial<UserEntity>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager: EntityManager) => {
      await manager.update(UserEntity, { id: userId }, values);
      await recordAccessChange(manager, {
        action,
        byId,
        employeeId: userId,
        now: this.clock(),
        timeZone: this.config.timeZone,
      });
    });
  }

  private async account(id: number): Promise<UserEntity> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw new NotFoundError(recordNotFound('users'));
    return user;
  }
}
