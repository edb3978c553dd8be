import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import type { CustomerNoticeKind } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { ConfigService } from '../../content/config.service.js';
import { MailService, type MailMessage } from '../../mail/mail.service.js';
import { OrderEventsService, type OrderChange } from '../../order-events/order-events.service.js';
import { SmsService } from '../../sms/sms.service.js';
import { OrderEntity } from '../entities/order.entity.js';
import {
  customerNoticeMail,
  customerNoticeSms,
  paymentNotStartedMail,
  paymentNotStartedSms,
  type CustomerNoticeContext,
} from './customer-notice-texts.js';
import { addressesOf } from './order-mails.js';

/**
 * Tells the customer about the status changes that concern them (confirmed, another time
 * proposed, rejected, ready for pickup, out for delivery): an e-mail to the address they gave,
 * and an SMS to their phone when SMS are switched on in the config. Driven by the order events
 * a stored status change publishes with its notice, so each change is told once; without
 * SMTP_URL or SMS_GATEWAY_URL the messages go to the outbox folder. A failed send is logged and
 * never touches the order or the staff action.
 */
@Injectable()
export class CustomerNoticesService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CustomerNotices');
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: OrderEventsService,
    private readonly configs: ConfigService,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((change) => this.onChange(change));
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  private async onChange(change: OrderChange): Promise<void> {
    if (!change.notice) return;
    const order = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { id: change.order },
      relations: { branch: true },
    });
    if (order) await this.notify(change.notice, order);
  }

  /**
   * Tells the customer that their online order failed because its payment was never started
   * (UnstartedPayments): e-mail, and SMS when switched on; a failed send is logged only.
   */
  async notifyPaymentNotStarted(orderId: number): Promise<void> {
    const order = await this.dataSource.getRepository(OrderEntity).findOne({
      where: { id: orderId },
      relations: { branch: true },
    });
    if (!order) return;
    await this.send(order, {
      mail: (context, from) => paymentNotStartedMail(order, context, from),
      sms: (context) => paymentNotStartedSms(order, context),
      name: 'Zahlung fehlgeschlagen',
    });
  }

  /** Sends the notice by each channel the customer gave; both are tried whatever the other did. */
  private notify(kind: CustomerNoticeKind, order: OrderEntity): Promise<void> {
    return this.send(order, {
      mail: (context, from) => customerNoticeMail(kind, order, context, from),
      sms: (context) => customerNoticeSms(kind, order, context),
      name: kind,
    });
  }

  private async send(
    order: OrderEntity,
    notice: {
      mail: (context: CustomerNoticeContext, from: string) => MailMessage;
      sms: (context: CustomerNoticeContext) => string;
      name: string;
    },
  ): Promise<void> {
    const config = await this.configs.get();
    const context: CustomerNoticeContext = {
      branch: order.branch,
      config,
      timeZone: this.appConfig.timeZone,
      publicUrl: this.appConfig.publicUrl,
    };
    if (order.email.trim()) {
      const { from } = addressesOf({ branch: order.branch, config, publicUrl: context.publicUrl });
      await this.mail.send(notice.mail(context, from));
    }
    const phone = order.phone.trim();
    if (phone && config.isSmsEnabled) {
      try {
        await this.sms.send({ to: phone, text: notice.sms(context) });
      } catch {
        // SmsService logged why; the order and the staff action stay as they are.
        this.logger.warn(`Bestellung ${order.id}: SMS „${notice.name}“ wurde nicht zugestellt.`);
      }
    }
  }
}
