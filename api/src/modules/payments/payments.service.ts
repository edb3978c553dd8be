import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isOnlinePaymentMethod } from '@bestellwerk/domain';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import type { LogEntryInput } from '../../common/logging/log-writer.js';
import { APP_CONFIG } from '../../config/app-config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { LogService } from '../insights/log.service.js';
import { OrderEventsService } from '../order-events/order-events.service.js';
import { TestPaymentEntity } from './entities/test-payment.entity.js';
import { PaymentProviderError } from './payment-errors.js';
import { PAYMENT_ORDERS, type PaymentOrder, type PaymentOrders } from './payment-orders.js';
import {
  isOnlineMethodOffered,
  paymentSetupWarnings,
  type OnlinePaymentMethod,
} from './payment-availability.js';
import {
  ENDED_WITHOUT_MONEY,
  type PayableOrder,
  type PaymentProvider,
  type ProviderPaymentStatus,
} from './payment-provider.js';
import type { PaymentStart } from './payment-start.js';
import { DatatransProvider } from './providers/datatrans.provider.js';
import { MollieProvider } from './providers/mollie.provider.js';
import {
  TEST_PAYMENT_REFERENCE,
  TestPaymentProvider,
  type TestPaymentDecision,
} from './providers/test-payment.provider.js';
import type { TestPaymentPageView } from './test-payment.page.js';

export type { OnlinePaymentMethod } from './payment-availability.js';

/** What re-checking a payment found: the provider's state and whether the order changed. */
export interface PaymentRefresh {
  /** null: the order has no online payment, or the provider does not know it. */
  status: ProviderPaymentStatus | null;
  /** Whether this call changed the order's flags (false when another call already did). */
  changed: boolean;
}

/** The order fields a payment check reads. */
type CheckedOrder = Pick<PaymentOrder, 'id' | 'paymentMethod' | 'paymentReference'>;

/** What starting a payment reads of the order; the branch is loaded when the caller lacks it. */
type StartedOrder = Omit<PayableOrder, 'branch'> &
  Pick<PaymentOrder, 'hash'> & { branch?: { name?: string } | null };

/**
 * Starts and follows the payments of orders. Offline methods need nothing from a provider. The
 * provider's status answer is the only truth: webhooks and return visits just make us ask again,
 * and the answer is applied with conditional UPDATEs, so repeated or concurrent notifications
 * change an order once.
 */
@Injectable()
export class PaymentsService implements OnModuleInit {
  private readonly logger = new Logger('Payments');
  private readonly testPayments: TestPaymentProvider;
  /** Each online method's provider; null when it has no account and the Testzahlung is off. */
  private readonly providers: Record<OnlinePaymentMethod, PaymentProvider | null>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_ORDERS) private readonly orders: PaymentOrders,
    @InjectRepository(TestPaymentEntity) testPaymentRepository: Repository<TestPaymentEntity>,
    private readonly events: OrderEventsService,
    private readonly logs: LogService,
  ) {
    this.testPayments = new TestPaymentProvider(testPaymentRepository, config.publicUrl);
    const fallback = (method: OnlinePaymentMethod) =>
      isOnlineMethodOffered(method, config) ? this.testPayments : null;
    this.providers = {
      mollie: config.mollie ? new MollieProvider(config.mollie) : fallback('mollie'),
      datatrans: config.datatrans ? new DatatransProvider(config.datatrans) : fallback('datatrans'),
    };
  }

  /** Says at start-up which online methods are not offered or only simulated, and why. */
  onModuleInit(): void {
    for (const warning of paymentSetupWarnings(this.config)) this.logger.warn(warning);
  }

  /**
   * Starts the online payment of a stored order; null for methods paid on site. The caller stores
   * the answer on the order (paymentRedirectUrl, paymentReference). Provider failures, and
   * methods the installation does not offer (no account, Testzahlung off), raise a 502.
   */
  async start(order: StartedOrder): Promise<PaymentStart | null> {
    if (!isOnlinePaymentMethod(order.paymentMethod)) return null;
    const method = order.paymentMethod as OnlinePaymentMethod;
    const provider = this.providers[method];
    if (!provider) throw new PaymentProviderError('PAYMENT_METHOD_NOT_OFFERED');
    const payable = await this.payable(order);
    return provider.start(payable, {
      returnUrl: this.returnUrl(order),
      webhookUrl: `${this.config.publicUrl}/api/payments/${method}/webhook`,
    });
  }

  /**
   * Asks the provider for the order's payment state again and applies it (for the backoffice and
   * every notification). Idempotent: applying the same state twice changes nothing.
   */
  async refresh(order: CheckedOrder): Promise<PaymentRefresh> {
    const provider = this.providerOf(order);
    if (!provider || !order.paymentReference) return { status: null, changed: false };
    const status = await provider.fetchStatus(order.paymentReference);
    if (!status) return { status, changed: false };
    const changed = await this.orders.applyPaymentStatus(order.id, status);
    if (changed) {
      this.logger.log(`Bestellung ${order.id}: Zahlung ${status}`);
      await this.logs.record(paymentLogEntry(order.id, order.paymentMethod, status));
      await this.announce(order.id, status);
    }
    return { status, changed };
  }

  /**
   * A provider's webhook named a payment: if an order of that method has it, re-check it with the
   * provider. Unknown ids do nothing and say nothing (the caller answers 200 either way).
   */
  async receiveWebhook(method: OnlinePaymentMethod, reference: string): Promise<void> {
    const order = await this.orders.findByReference(method, reference);
    if (order) await this.refresh(order);
  }

  /**
   * The customer is back from the provider: check the status-page secret (constant time; a wrong
   * one is a 404), re-check the payment, and answer where to send the browser: the status page
   * when paid or still open, the checkout's error page when it ended without money.
   */
  async returnFromProvider(uid: string, hash: string): Promise<string> {
    const order = await this.orders.findByStatusLink(uid, hash);
    if (!order) throw new NotFoundError('ORDER_NOT_FOUND');
    const { status } = await this.refresh(order);
    if (status && ENDED_WITHOUT_MONEY.has(status) && !order.isPaid) {
      return `/store/${encodeURIComponent(order.branch.identifier)}/checkout/error`;
    }
    return `/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
  }

  /** What the Testzahlung page shows; 404 for unknown references. */
  async testPaymentPage(reference: string): Promise<TestPaymentPageView> {
    const payment = await this.findTestPayment(reference);
    const order = payment && (await this.orders.findById(payment.order.id));
    if (!payment || !order) throw new NotFoundError('TEST_PAYMENT_NOT_FOUND');
    return {
      reference: payment.reference,
      shopName: order.branch.name,
      ticketNumber: order.ticketNumber,
      totalGross: order.totalGross,
      status: payment.status,
      returnUrl: this.returnUrl(order),
    };
  }

  /**
   * The customer decided a Testzahlung: the payment is paid or failed (once; later clicks change
   * nothing), the order follows at once as a provider's webhook would make it, and the answer is
   * the return URL to send the browser to.
   */
  async decideTestPayment(reference: string, decision: TestPaymentDecision): Promise<string> {
    const payment = await this.findTestPayment(reference);
    const order = payment && (await this.orders.findById(payment.order.id));
    if (!payment || !order) throw new NotFoundError('TEST_PAYMENT_NOT_FOUND');
    await this.testPayments.decide(reference, decision);
    await this.refresh(order);
    return this.returnUrl(order);
  }

  /**
   * A Testzahlung by its reference. Without PAYMENT_TEST_MODE the page does not exist: every
   * reference answers the 404 of an unknown path, so nobody can mark an order paid there.
   */
  private async findTestPayment(reference: string) {
    if (!this.config.paymentTestMode) throw new NotFoundError();
    return this.testPayments.find(reference);
  }

  /** Where providers send the browser back: GET /api/payments/return/{uid}/{hash}. */
  private returnUrl(order: Pick<PaymentOrder, 'uid' | 'hash'>): string {
    return `${this.config.publicUrl}/api/payments/return/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`;
  }

  /**
   * The provider holding an order's payment: Testzahlung references stay with Testzahlung even if
   * an account was configured since; otherwise the method's provider.
   */
  private providerOf(order: CheckedOrder): PaymentProvider | null {
    if (order.paymentReference && TEST_PAYMENT_REFERENCE.test(order.paymentReference))
      return this.testPayments;
    if (!isOnlinePaymentMethod(order.paymentMethod)) return null;
    return this.providers[order.paymentMethod as OnlinePaymentMethod];
  }

  /** The order with its branch name (loaded when the caller's entity lacks it). */
  private async payable(order: StartedOrder): Promise<PayableOrder> {
    const { branch } = order;
    if (branch?.name !== undefined) return { ...order, branch: { name: branch.name } };
    const stored = await this.orders.findById(order.id);
    if (!stored) throw new NotFoundError('ORDER_NOT_FOUND');
    return stored;
  }

  /**
   * Tells the board and listeners: a paid online order is new to the kitchen now ('placed'; it
   * was not shown while unpaid); any other change is an update.
   */
  private async announce(orderId: number, status: ProviderPaymentStatus): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order) return;
    this.events.publish({
      type: status === 'paid' ? 'placed' : 'updated',
      order: orderId,
      branch: order.branch.id,
      cause: 'payment-updated',
    });
  }
}

/** German names of the payment states in the log. */
const PAYMENT_STATUS_NAMES: Record<ProviderPaymentStatus, string> = {
  open: 'offen',
  paid: 'bezahlt',
  failed: 'fehlgeschlagen',
  canceled: 'abgebrochen',
  expired: 'abgelaufen',
  refunded: 'erstattet',
};

/** The log entry of an order's changed payment state (a warning when it ended without money). */
export function paymentLogEntry(
  orderId: number,
  method: string,
  status: ProviderPaymentStatus,
): LogEntryInput {
  return {
    level: ENDED_WITHOUT_MONEY.has(status) ? 'warning' : 'info',
    area: 'payments',
    message: `Zahlungsstatus: ${PAYMENT_STATUS_NAMES[status]}`,
    record: { type: 'order', id: orderId },
    context: { paymentStatus: status, paymentMethod: method },
  };
}
