import { Module } from '@nestjs/common';
import { MailService } from './mail.service.js';

/** Outgoing e-mail over SMTP (SMTP_URL); import it and inject MailService. */
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
