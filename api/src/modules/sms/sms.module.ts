import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { HttpSmsGateway } from './http-sms-gateway.js';
import { SMS_PROVIDER, type SmsProvider } from './sms-provider.js';
import { SmsOutbox } from './sms-outbox.js';
import { SmsService } from './sms.service.js';

/** Outgoing SMS (SMS_GATEWAY_URL, else the outbox folder); import it and inject SmsService. */
@Module({
  providers: [
    {
      provide: SMS_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): SmsProvider =>
        config.sms.gatewayUrl
          ? new HttpSmsGateway(config.sms.gatewayUrl, config.sms.gatewayToken)
          : new SmsOutbox(config.mailOutboxDir),
    },
    SmsService,
  ],
  exports: [SmsService],
})
export class SmsModule {}
