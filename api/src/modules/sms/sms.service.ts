import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { LogService } from '../insights/log.service.js';
import {
  SMS_PROVIDER,
  SmsDeliveryError,
  type SmsMessage,
  type SmsProvider,
} from './sms-provider.js';

/**
 * Sends text messages through the configured provider: the HTTP gateway of SMS_GATEWAY_URL,
 * or, without one, the outbox folder. The sender is SMS_SENDER.
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger('SmsService');

  constructor(
    @Inject(SMS_PROVIDER) private readonly provider: SmsProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logs: LogService,
  ) {}

  /**
   * Hands one message on and resolves once the provider accepted it. A refusal or an
   * unreachable gateway is logged and thrown as SmsDeliveryError; callers decide the answer.
   */
  async send(message: SmsMessage): Promise<void> {
    try {
      await this.provider.deliver({ ...message, from: this.config.sms.sender });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`SMS an ${message.to} konnte nicht versendet werden: ${reason}`);
      // Without the number: the application log outlives the erasure of customers' data.
      await this.logs.record({
        level: 'error',
        area: 'sms',
        message: 'SMS konnte nicht versendet werden',
        context: { error: reason },
      });
      throw error instanceof SmsDeliveryError ? error : new SmsDeliveryError(reason);
    }
  }
}
