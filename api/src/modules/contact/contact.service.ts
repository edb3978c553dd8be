import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  contactFormLimitErrors,
  validateContactForm,
  type FieldError,
  type ContactForm,
  type ContactFormTextField,
} from '@bestellwerk/domain';
import { Repository, type QueryDeepPartialEntity } from 'typeorm';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { ConfigService } from '../content/config.service.js';
import { MailService } from '../mail/mail.service.js';
import { contactMail } from './contact-mail.js';
import type { ContactFormInput } from './dto/contact-form.input.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

/** The fields of a form, each trimmed. */
function trimmed(input: ContactFormInput): Pick<ContactForm, ContactFormTextField> {
  return {
    subject: input.subject.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone.trim(),
    email: input.email.trim(),
    comment: input.comment.trim(),
  };
}

/** The domain's failures of a form, at most one per field (the spec's rules first). */
function formErrors(form: ContactForm): FieldError[] {
  const errors: FieldError[] = [];
  for (const error of [...validateContactForm(form), ...contactFormLimitErrors(form)]) {
    if (!errors.some((known) => known.field === error.field)) errors.push(error);
  }
  return errors;
}

/** The contact form: checks a visitor's message, keeps it and mails it to the shop. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger('ContactService');

  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly messages: Repository<ContactMessageEntity>,
    private readonly config: ConfigService,
    private readonly mail: MailService,
  ) {}

  /**
   * Stores a valid message and e-mails it to the shop's address (config.email), Reply-To the
   * visitor. Invalid input is refused with a German message per field and nothing is stored.
   * Mail being off or failing does not fail the visitor: the message stays stored without
   * `mailedAt`.
   */
  async submit(input: ContactFormInput): Promise<{ id: number }> {
    const form = trimmed(input);
    const errors = formErrors({ ...form, privacy: input.privacy ?? true });
    if (errors.length > 0) throw new ValidationFailedError(errors);

    const result = await this.messages.insert(
      Object.assign(
        new ContactMessageEntity(),
        form,
      ) as QueryDeepPartialEntity<ContactMessageEntity>,
    );
    const id = Number(result.identifiers[0].id);

    const config = await this.config.get();
    const shopEmail = config.email.trim();
    if (!shopEmail) {
      this.logger.warn(
        `Kontaktanfrage ${id} gespeichert, aber nicht versendet: keine E-Mail-Adresse in der Konfiguration.`,
      );
      return { id };
    }
    const sent = await this.mail.send(
      contactMail(form, { name: config.shopName || config.businessName, email: shopEmail }),
    );
    if (sent) await this.messages.update({ id }, { mailedAt: new Date() });
    return { id };
  }
}
