import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  amountText,
  formatEuro,
  formatInstantDateTime,
  itemPriceText,
  orderTypeLabel,
  PAYMENT_METHOD_LABELS,
  toSingleLine,
  UNIT_TABLE,
  type Config,
} from '@bestellwerk/domain';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/app-config.module.js';
import { MailService, type MailMessage } from '../../mail/mail.service.js';
import type { BranchEntity } from '../../organisation/entities/branch.entity.js';
import type { OrderEntity } from '../entities/order.entity.js';

/** What the order e-mails need besides the order. */
export interface OrderMailContext {
  branch: Pick<BranchEntity, 'name' | 'email' | 'phone'>;
  config: Pick<Config, 'shopName' | 'businessName' | 'email'>;
  timeZone: string;
  publicUrl: string;
}

/** The status page of an order: `{publicUrl}/status/{uid}/{hash}`. */
export function orderStatusUrl(publicUrl: string, order: Pick<OrderEntity, 'uid' | 'hash'>) {
  return `${publicUrl}/status/${order.uid}/${order.hash}`;
}

/** The lines both e-mails share: ticket, type, appointment, items, totals, payment, status link. */
export function orderSummaryLines(order: OrderEntity, context: OrderMailContext): string[] {
  const lines = [`Bestellnummer: ${order.ticketNumber}`, `Bestellart: ${orderTypeLabel(order)}`];
  if (order.tableIdentifier) lines.push(`Tisch: ${order.tableIdentifier}`);
  if (order.appointmentDate)
    lines.push(`Termin: ${formatInstantDateTime(order.appointmentDate, context.timeZone)}`);
  lines.push('', 'Artikel:');
  for (const item of [...(order.items ?? [])].sort((a, b) => a.position - b.position)) {
    const unit = UNIT_TABLE[item.unit]?.shortName ?? item.unit;
    const price = itemPriceText(item.calculationModel, item.isPriceHidden, item.gross);
    lines.push(`- ${amountText(item.amount)} ${unit} ${toSingleLine(item.name)}: ${price}`);
    for (const part of item.parts ?? [])
      lines.push(`    ${toSingleLine(part.name)}: ${part.values.map(toSingleLine).join(', ')}`);
  }
  lines.push('', `Zwischensumme: ${formatEuro(order.gross)}`);
  if (order.isDelivery) lines.push(`Lieferkosten: ${formatEuro(order.deliveryGross)}`);
  lines.push(`Gesamt: ${formatEuro(order.totalGross)}`);
  for (const [rate, amount] of Object.entries(order.taxes ?? {}))
    lines.push(`darin ${rate.replace('.', ',')} % MwSt.: ${formatEuro(amount)}`);
  lines.push(`Zahlungsart: ${PAYMENT_METHOD_LABELS[order.paymentMethod]}`);
  if (order.comment) lines.push('', 'Anmerkung:', order.comment.replace(/\r\n?/g, '\n'));
  lines.push('', `Bestellstatus: ${orderStatusUrl(context.publicUrl, order)}`);
  return lines;
}

/** The confirmation to the customer. */
export function customerConfirmationMail(
  order: OrderEntity,
  context: OrderMailContext,
  from: string,
): MailMessage {
  const shop =
    toSingleLine(context.config.shopName || context.config.businessName) || 'Bestellwerk';
  return {
    from: { name: shop, address: from },
    to: toSingleLine(order.email),
    subject: `Ihre Bestellung Nr. ${order.ticketNumber} bei ${toSingleLine(context.branch.name)}`,
    text: [
      `Guten Tag ${toSingleLine(`${order.firstName} ${order.lastName}`)},`,
      '',
      `vielen Dank für Ihre Bestellung bei ${toSingleLine(context.branch.name)}. Wir haben sie erhalten und melden uns, sobald sie bestätigt ist.`,
      '',
      ...orderSummaryLines(order, context),
      '',
      `Ihr Team von ${shop}`,
      '',
    ].join('\n'),
  };
}

/** The notice to the branch. */
export function branchNewOrderMail(
  order: OrderEntity,
  context: OrderMailContext,
  to: string,
): MailMessage {
  const customer = toSingleLine(`${order.firstName} ${order.lastName}`);
  const contact = [
    `Kunde: ${customer}`,
    order.isCompany && order.companyName ? `Firma: ${toSingleLine(order.companyName)}` : null,
    order.phone ? `Telefon: ${toSingleLine(order.phone)}` : null,
    order.email ? `E-Mail: ${toSingleLine(order.email)}` : null,
    order.street
      ? `Adresse: ${toSingleLine(`${order.street}, ${order.zipCode} ${order.city}`)}`
      : null,
    order.isDelivery && order.isDeliveryAddressDifferent
      ? `Lieferadresse: ${toSingleLine(
          `${order.deliveryFirstName} ${order.deliveryLastName}, ${order.deliveryStreet}, ${order.deliveryZipCode} ${order.deliveryCity}`,
        )}`
      : null,
    order.isDelivery && order.deliveryAreaName
      ? `Liefergebiet: ${toSingleLine(order.deliveryAreaName)}`
      : null,
  ].filter((line): line is string => line !== null);
  return {
    from: { name: 'Bestellwerk', address: to },
    to,
    ...(order.email ? { replyTo: { name: customer, address: toSingleLine(order.email) } } : {}),
    subject: `Neue Bestellung Nr. ${order.ticketNumber} (${orderTypeLabel(order)})`,
    text: [
      `Neue Bestellung für ${toSingleLine(context.branch.name)}:`,
      '',
      ...contact,
      '',
      ...orderSummaryLines(order, context),
      '',
    ].join('\n'),
  };
}

/** Where order e-mails go: the branch (branch.email, else the shop's), and whom they are from. */
export function addressesOf(context: Pick<OrderMailContext, 'branch' | 'config' | 'publicUrl'>): {
  from: string;
  branchAddress: string;
} {
  const shopAddress = context.config.email.trim();
  const branchAddress = context.branch.email.trim() || shopAddress;
  const from = shopAddress || branchAddress || `noreply@${new URL(context.publicUrl).hostname}`;
  return { from, branchAddress };
}

/**
 * The e-mails of a new order: the confirmation to the customer (when an e-mail was given) and
 * the notice to the branch (branch.email, else the shop's config.email). Sent after the order
 * is stored; a failed send is logged and never touches the order.
 */
@Injectable()
export class OrderMailService {
  private readonly logger = new Logger('OrderMails');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  /**
   * Starts sending in the background; the caller does not wait for the mail server. Orders
   * staff entered themselves (`notifyBranch: false`) only get the customer's confirmation.
   */
  orderPlaced(
    order: OrderEntity,
    context: Omit<OrderMailContext, 'timeZone' | 'publicUrl'>,
    { notifyBranch = true }: { notifyBranch?: boolean } = {},
  ): void {
    const job = this.send(order, this.fullContext(context), notifyBranch)
      .catch((error: unknown) =>
        this.logger.error(
          `E-Mails zu Bestellung ${order.id}: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /**
   * Sends the branch's new-order notice of a stored order once more (it needs the items) and
   * waits for the outcome: `sent` once the mail server took it (or, without SMTP_URL, it lies
   * in the outbox), `failed` when the server refused or was unreachable, `no-address` when
   * neither the branch nor the shop has an e-mail address.
   */
  async resendBranchNotice(
    order: OrderEntity,
    context: Omit<OrderMailContext, 'timeZone' | 'publicUrl'>,
  ): Promise<'sent' | 'failed' | 'no-address'> {
    const full = this.fullContext(context);
    const { branchAddress } = addressesOf(full);
    if (!branchAddress) return 'no-address';
    const accepted = await this.mail.send(branchNewOrderMail(order, full, branchAddress));
    return accepted || !this.mail.isEnabled ? 'sent' : 'failed';
  }

  /** Resolves once every e-mail started so far is sent or has failed (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private fullContext(context: Omit<OrderMailContext, 'timeZone' | 'publicUrl'>): OrderMailContext {
    return { ...context, timeZone: this.appConfig.timeZone, publicUrl: this.appConfig.publicUrl };
  }

  private async send(
    order: OrderEntity,
    context: OrderMailContext,
    notifyBranch: boolean,
  ): Promise<void> {
    const { from, branchAddress } = addressesOf(context);
    if (order.email.trim()) await this.mail.send(customerConfirmationMail(order, context, from));
    if (!notifyBranch) return;
    if (branchAddress) await this.mail.send(branchNewOrderMail(order, context, branchAddress));
    else
      this.logger.warn(
        `Bestellung ${order.id}: keine E-Mail-Adresse für die Filiale oder den Shop hinterlegt.`,
      );
  }
}
