import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ConflictError } from '../../../common/errors/app-errors.js';
import type { AuthContext } from '../../../common/http/auth-context.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { CLOCK, type Clock } from '../../auth/clock.js';
import { ConfigService } from '../../content/config.service.js';
import { SmsService } from '../../sms/sms.service.js';
import { findVisibleOrder } from '../reads/order-access.js';
import { OrderMailService } from './order-mails.js';
import { UpstreamError } from '../placement/order-placement.errors.js';
import { newOrderSmsText } from './order-sms.js';

/**
 * The branch's new-order notice sent again on request, by e-mail or SMS to the branch. Both
 * answer only after the send completed, so staff know whether it went out.
 */
@Injectable()
export class OrderNoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly configs: ConfigService,
    private readonly mails: OrderMailService,
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Sends the new-order e-mail to the branch (its address, else the shop's) once more. 409
   * when there is no address, 502 when the mail server did not take it.
   */
  async resendEmail(auth: AuthContext, id: number): Promise<void> {
    const order = await findVisibleOrder(this.dataSource.manager, auth, id, {
      branch: true,
      items: true,
    });
    const config = await this.configs.get();
    const outcome = await this.mails.resendBranchNotice(order, { branch: order.branch, config });
    if (outcome === 'no-address') throw new ConflictError('NOTICE_NO_EMAIL_ADDRESS');
    if (outcome === 'failed') throw new UpstreamError('NOTICE_SEND_FAILED');
  }

  /**
   * Sends the new-order SMS to the branch's phone. 409 when SMS are switched off in the
   * config or the branch has no phone number, 502 when the gateway did not take it.
   */
  async resendSms(auth: AuthContext, id: number): Promise<void> {
    const order = await findVisibleOrder(this.dataSource.manager, auth, id, { branch: true });
    const config = await this.configs.get();
    if (!config.isSmsEnabled) throw new ConflictError('SMS_DISABLED');
    const to = order.branch.phone.trim();
    if (!to) throw new ConflictError('NOTICE_NO_PHONE');
    const text = newOrderSmsText(order, this.clock(), this.appConfig.timeZone);
    try {
      await this.sms.send({ to, text });
    } catch {
      throw new UpstreamError('NOTICE_SEND_FAILED');
    }
  }
}
