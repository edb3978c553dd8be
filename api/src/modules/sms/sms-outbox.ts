import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { SmsDeliveryError, type OutgoingSms, type SmsProvider } from './sms-provider.js';

/**
 * Without a gateway nothing leaves the machine: each message is written as
 * `{time}-sms-{random}.txt` into the mail outbox folder, with one log line.
 */
export class SmsOutbox implements SmsProvider {
  private readonly logger = new Logger('SmsService');
  private readonly dir: string;

  constructor(outboxDir: string) {
    this.dir = resolve(outboxDir);
  }

  async deliver({ to, from, text }: OutgoingSms): Promise<void> {
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-sms-${randomBytes(4).toString('hex')}.txt`;
    const file = join(this.dir, name);
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(file, `An: ${to}\nVon: ${from}\n\n${text}\n`, 'utf8');
    } catch (error) {
      throw new SmsDeliveryError(
        `SMS konnte nicht abgelegt werden: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    this.logger.log(`SMS an ${to} nicht versendet (SMS_GATEWAY_URL fehlt), abgelegt in ${file}.`);
  }
}
