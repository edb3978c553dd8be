import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { MailModule } from '../mail/mail.module.js';
import { CONTACT_ENTITIES } from './contact.entities.js';
import { ContactController } from './contact.controller.js';
import { ContactService } from './contact.service.js';

/** The contact form: POST /api/custom/forms stores the message and mails it to the shop. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTACT_ENTITIES), ContentModule, MailModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
