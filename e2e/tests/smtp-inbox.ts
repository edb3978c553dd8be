import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The SMTP port ../start-server.mjs points the app at (SMTP_URL). */
export const SMTP_PORT = 2526;

/** A real SMTP server on SMTP_PORT that keeps every message it receives, parsed. */
export interface SmtpInbox {
  messages: ParsedMail[];
  /** Resolves with the first message that arrives after the call (or is already there). */
  next(timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpInbox(port = SMTP_PORT): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const waiting: ((mail: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          waiting.splice(0).forEach((resolve) => resolve(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    next(timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('Keine E-Mail angekommen.')), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
