import {
  formatInstantDateTime,
  toSingleLine,
  type Config,
  type CustomerNoticeKind,
} from '@bestellwerk/domain';
import type { MailMessage } from '../../mail/mail.service.js';
import type { BranchEntity } from '../../organisation/entities/branch.entity.js';
import type { OrderEntity } from '../entities/order.entity.js';
import { orderStatusUrl } from './order-mails.js';

/** What the customer's status messages need besides the order. */
export interface CustomerNoticeContext {
  branch: Pick<BranchEntity, 'name' | 'street' | 'zipCode' | 'city'>;
  config: Pick<Config, 'shopName' | 'businessName'>;
  timeZone: string;
  publicUrl: string;
}

/** The order fields the customer's status messages read. */
export type CustomerNoticeOrder = Pick<
  OrderEntity,
  | 'uid'
  | 'hash'
  | 'ticketNumber'
  | 'firstName'
  | 'lastName'
  | 'appointment'
  | 'appointmentDate'
  | 'counterAppointment'
  | 'rejectionMessage'
>;

/** The shop's name as the messages sign with it. */
export function shopNameOf(context: Pick<CustomerNoticeContext, 'config'>): string {
  return (
    toSingleLine(context.config.shopName || context.config.businessName).trim() || 'Bestellwerk'
  );
}

const when = (at: Date | null, timeZone: string) =>
  at ? formatInstantDateTime(at, timeZone) : null;

/** The confirmed time, else the time asked for; null for "as soon as possible". */
const confirmedTime = (order: CustomerNoticeOrder, timeZone: string) =>
  when(order.appointment ?? order.appointmentDate, timeZone);

/** Subject line of each notice. */
function subjectOf(kind: CustomerNoticeKind, ticket: number): string {
  switch (kind) {
    case 'confirmed':
      return `Ihre Bestellung Nr. ${ticket} ist bestätigt`;
    case 'counter-proposed':
      return `Neuer Terminvorschlag für Ihre Bestellung Nr. ${ticket}`;
    case 'rejected':
      return `Ihre Bestellung Nr. ${ticket} wurde abgelehnt`;
    case 'ready-for-pickup':
      return `Ihre Bestellung Nr. ${ticket} ist abholbereit`;
    case 'out-for-delivery':
      return `Ihre Bestellung Nr. ${ticket} ist unterwegs`;
  }
}

/** The paragraph that says what happened, in full sentences. */
function messageOf(
  kind: CustomerNoticeKind,
  order: CustomerNoticeOrder,
  context: CustomerNoticeContext,
): string[] {
  const branch = toSingleLine(context.branch.name);
  const ticket = order.ticketNumber;
  switch (kind) {
    case 'confirmed': {
      const time = confirmedTime(order, context.timeZone);
      return [
        `Ihre Bestellung Nr. ${ticket} bei ${branch} ist bestätigt.`,
        ...(time ? [`Termin: ${time}`] : []),
      ];
    }
    case 'counter-proposed':
      return [
        `Ihre Bestellung Nr. ${ticket} bei ${branch} können wir leider nicht zur gewünschten Zeit fertigstellen.`,
        `Wir schlagen Ihnen diesen Termin vor: ${when(order.counterAppointment, context.timeZone) ?? ''}`,
        '',
        'Bitte nehmen Sie den Vorschlag auf der Seite Ihrer Bestellung an oder lehnen Sie ihn ab.',
      ];
    case 'rejected': {
      const reason = order.rejectionMessage?.trim();
      return [
        `Ihre Bestellung Nr. ${ticket} bei ${branch} können wir leider nicht annehmen.`,
        ...(reason ? ['', `Begründung: ${reason.replace(/\r\n?/g, '\n')}`] : []),
      ];
    }
    case 'ready-for-pickup': {
      const address = toSingleLine(
        `${context.branch.street}, ${context.branch.zipCode} ${context.branch.city}`,
      );
      return [
        `Ihre Bestellung Nr. ${ticket} liegt bei ${branch} zur Abholung bereit.`,
        ...(context.branch.street ? [`Adresse: ${address}`] : []),
      ];
    }
    case 'out-for-delivery':
      return [`Ihre Bestellung Nr. ${ticket} von ${branch} ist unterwegs zu Ihnen.`];
  }
}

/**
 * The e-mail telling the customer about a status change: German subject and text, the order's
 * status link in each, signed by the shop.
 */
export function customerNoticeMail(
  kind: CustomerNoticeKind,
  order: CustomerNoticeOrder & Pick<OrderEntity, 'email'>,
  context: CustomerNoticeContext,
  from: string,
): MailMessage {
  const shop = shopNameOf(context);
  return {
    from: { name: shop, address: from },
    to: toSingleLine(order.email),
    subject: subjectOf(kind, order.ticketNumber),
    text: [
      `Guten Tag ${toSingleLine(`${order.firstName} ${order.lastName}`)},`,
      '',
      ...messageOf(kind, order, context),
      '',
      `Bestellstatus: ${orderStatusUrl(context.publicUrl, order)}`,
      '',
      `Ihr Team von ${shop}`,
      '',
    ].join('\n'),
  };
}

/**
 * The SMS telling the customer about a status change: shop, what happened (with the time where
 * one matters) and the status link. Plain spaces only, so the text stays in the GSM alphabet.
 */
export function customerNoticeSms(
  kind: CustomerNoticeKind,
  order: CustomerNoticeOrder,
  context: CustomerNoticeContext,
): string {
  const ticket = order.ticketNumber;
  let what: string;
  switch (kind) {
    case 'confirmed': {
      const time = confirmedTime(order, context.timeZone);
      what = `Ihre Bestellung Nr. ${ticket} ist bestätigt${time ? ` (${time})` : ''}.`;
      break;
    }
    case 'counter-proposed':
      what = `Neuer Terminvorschlag für Ihre Bestellung Nr. ${ticket}: ${when(order.counterAppointment, context.timeZone) ?? ''}. Bitte annehmen oder ablehnen:`;
      break;
    case 'rejected':
      what = `Ihre Bestellung Nr. ${ticket} wurde leider abgelehnt.`;
      break;
    case 'ready-for-pickup':
      what = `Ihre Bestellung Nr. ${ticket} ist abholbereit.`;
      break;
    case 'out-for-delivery':
      what = `Ihre Bestellung Nr. ${ticket} ist unterwegs.`;
      break;
  }
  return `${shopNameOf(context)}: ${what} ${orderStatusUrl(context.publicUrl, order)}`.replace(
    /\s/g,
    ' ',
  );
}

/**
 * The e-mail telling the customer that their online order was given up because its payment was
 * never started (nothing was charged): German subject and text, the status link, the shop.
 */
export function paymentNotStartedMail(
  order: CustomerNoticeOrder & Pick<OrderEntity, 'email'>,
  context: CustomerNoticeContext,
  from: string,
): MailMessage {
  const shop = shopNameOf(context);
  const branch = toSingleLine(context.branch.name);
  return {
    from: { name: shop, address: from },
    to: toSingleLine(order.email),
    subject: `Zahlung fehlgeschlagen: Ihre Bestellung Nr. ${order.ticketNumber}`,
    text: [
      `Guten Tag ${toSingleLine(`${order.firstName} ${order.lastName}`)},`,
      '',
      `die Online-Zahlung Ihrer Bestellung Nr. ${order.ticketNumber} bei ${branch} konnte nicht gestartet werden. Die Zahlung ist fehlgeschlagen; es wurde nichts abgebucht, und die Bestellung wird nicht zubereitet.`,
      '',
      'Bitte bestellen Sie erneut, wenn Sie die Bestellung weiterhin wünschen.',
      '',
      `Bestellstatus: ${orderStatusUrl(context.publicUrl, order)}`,
      '',
      `Ihr Team von ${shop}`,
      '',
    ].join('\n'),
  };
}

/** The SMS of the same: shop, what happened, the status link; GSM alphabet spaces only. */
export function paymentNotStartedSms(
  order: CustomerNoticeOrder,
  context: CustomerNoticeContext,
): string {
  return `${shopNameOf(context)}: Die Zahlung Ihrer Bestellung Nr. ${order.ticketNumber} ist fehlgeschlagen, es wurde nichts abgebucht. Bitte bestellen Sie erneut. ${orderStatusUrl(context.publicUrl, order)}`.replace(
    /\s/g,
    ' ',
  );
}
