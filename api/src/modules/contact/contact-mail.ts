import { toSingleLine, type ContactForm, type ContactFormTextField } from '@bestellwerk/domain';
import type { MailMessage } from '../mail/mail.service.js';

/** The subject of the e-mail a contact form becomes: 'Kontaktanfrage: {subject}'. */
export function contactMailSubject(subject: string): string {
  return `Kontaktanfrage: ${toSingleLine(subject)}`;
}

/** The German labels of the fields, in the order the e-mail lists them. */
const FIELD_LABELS: [Exclude<ContactFormTextField, 'comment'>, string][] = [
  ['subject', 'Betreff'],
  ['firstName', 'Vorname'],
  ['lastName', 'Nachname'],
  ['phone', 'Telefon'],
  ['email', 'E-Mail'],
];

/** The plain-text body: one line per field with its German label, then the message itself. */
export function contactMailText(form: Pick<ContactForm, ContactFormTextField>): string {
  return [
    'Neue Anfrage über das Kontaktformular der Website:',
    '',
    ...FIELD_LABELS.map(([field, label]) => `${label}: ${toSingleLine(form[field])}`),
    '',
    'Nachricht:',
    form.comment.replace(/\r\n?/g, '\n'),
    '',
  ].join('\n');
}

/**
 * The e-mail to the shop for a contact form: from and to the shop's address, Reply-To the
 * visitor (name and address), every header value reduced to one line (no header injection).
 */
export function contactMail(
  form: Pick<ContactForm, ContactFormTextField>,
  shop: { name: string; email: string },
): MailMessage {
  const visitorName = toSingleLine(`${form.firstName} ${form.lastName}`);
  return {
    from: { name: toSingleLine(shop.name) || 'Kontaktformular', address: shop.email },
    to: shop.email,
    replyTo: { name: visitorName, address: toSingleLine(form.email) },
    subject: contactMailSubject(form.subject),
    text: contactMailText(form),
  };
}
