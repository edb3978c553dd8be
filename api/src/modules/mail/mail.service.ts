import {
  Inject,
  Injectable,
  Logger,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import { LogService } from '../insights/log.service.js';

/** A mailbox as name and address; nodemailer encodes both, nothing is parsed out of them. */
export interface MailAddress {
  name: string;
  address: string;
}

/** One plain-text e-mail. Header values must already be single lines (see `toSingleLine`). */
export interface MailMessage {
  from: MailAddress;
  to: string;
  replyTo?: MailAddress;
  subject: string;
  text: string;
}

/** How long one step of talking to the mail server may take before the send counts as failed. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends e-mail through the SMTP server of `SMTP_URL` (e.g. smtp://user:pass@mail.example.com:587,
 * smtps://… for implicit TLS). Without SMTP_URL nothing leaves the machine: each message is
 * written as an .eml file into MAIL_OUTBOX_DIR (one log line), `send` reports false so callers
 * know it was not delivered. A failed send is logged and reported, never thrown: callers keep
 * their own data regardless.
 */
@Injectable()
export class MailService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private readonly transport: Transporter | null;
  private readonly outboxDir: string;
  /** Builds the raw message for the outbox without sending it anywhere. */
  private readonly composer = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly logs: LogService,
  ) {
    this.outboxDir = resolve(config.mailOutboxDir);
    this.transport = config.smtpUrl
      ? createTransport({
          url: config.smtpUrl,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  /** Whether an SMTP server is configured. */
  get isEnabled(): boolean {
    return this.transport !== null;
  }

  onModuleInit(): void {
    if (!this.transport)
      this.logger.warn(
        `E-Mail-Versand ist deaktiviert: SMTP_URL ist nicht gesetzt. E-Mails werden als .eml-Dateien in ${this.outboxDir} abgelegt.`,
      );
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }

  /**
   * Hands the message to the mail server; true once it accepted it, false when off or failed.
   * Without a mail server the message goes into the outbox folder as an .eml file instead.
   */
  async send(message: MailMessage): Promise<boolean> {
    if (!this.transport) {
      await this.writeToOutbox(message);
      return false;
    }
    try {
      await this.transport.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        // No X-Mailer header advertising the library and its version.
        xMailer: false,
      });
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(
        `E-Mail „${message.subject}“ an ${message.to} konnte nicht versendet werden: ${reason}`,
      );
      // The application log keeps no recipient: it outlives the erasure of customers' data.
      await this.logs.record({
        level: 'error',
        area: 'mail',
        message: 'E-Mail konnte nicht versendet werden',
        context: { subject: message.subject, error: reason },
      });
      return false;
    }
  }

  /** Writes the message as `{time}-{random}.eml` into the outbox folder; failures are logged. */
  private async writeToOutbox(message: MailMessage): Promise<void> {
    try {
      const info = (await this.composer.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        xMailer: false,
      })) as { message: Buffer };
      const raw = info.message;
      await mkdir(this.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(this.outboxDir, name);
      await writeFile(file, raw);
      this.logger.log(
        `E-Mail „${message.subject}“ an ${message.to} nicht versendet (SMTP_URL fehlt), abgelegt in ${file}.`,
      );
    } catch (error) {
      this.logger.error(
        `E-Mail „${message.subject}“ an ${message.to} konnte nicht abgelegt werden: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
    }
  }
}
