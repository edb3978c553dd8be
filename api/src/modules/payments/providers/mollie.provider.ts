import {
  createMollieClient,
  MollieApiError,
  PaymentStatus,
  type MollieClient,
  type Payment,
} from '@mollie/api-client';
import { Logger } from '@nestjs/common';
import { PaymentProviderError } from '../payment-errors.js';
import {
  amountInCents,
  paymentDescription,
  type PayableOrder,
  type PaymentProvider,
  type PaymentUrls,
  type ProviderPaymentStatus,
} from '../payment-provider.js';
import type { PaymentStart } from '../payment-start.js';

const logger = new Logger('Mollie');

/** How long creating a payment may take before the customer gets a 502 (the client has no limit). */
const START_TIMEOUT_MS = 15_000;

/** Mollie account settings (AppConfig.mollie). */
export interface MollieSettings {
  apiKey: string;
  /** Root of the Mollie API; null: Mollie's own (https://api.mollie.com/v2/). */
  apiUrl: string | null;
}

/**
 * Mollie's payment states reduced to ours. `pending` and `authorized` are not money yet (a bank
 * transfer on its way, a reservation to capture), so they stay open. Any refunded amount marks
 * the order refunded: we only refund whole orders.
 */
export function mollieStatus(
  payment: Pick<Payment, 'status' | 'amountRefunded'>,
): ProviderPaymentStatus {
  if (Number(payment.amountRefunded?.value ?? 0) > 0) return 'refunded';
  switch (payment.status) {
    case PaymentStatus.paid:
      return 'paid';
    case PaymentStatus.failed:
      return 'failed';
    case PaymentStatus.canceled:
      return 'canceled';
    case PaymentStatus.expired:
      return 'expired';
    default:
      return 'open';
  }
}

/** Mollie through its official client (@mollie/api-client 4). */
export class MollieProvider implements PaymentProvider {
  private readonly client: MollieClient;

  constructor(settings: MollieSettings) {
    this.client = createMollieClient({
      apiKey: settings.apiKey,
      ...(settings.apiUrl ? { apiEndpoint: settings.apiUrl } : {}),
    });
  }

  /**
   * Creates the payment with the order's uid as Mollie's idempotency key: a start repeated within
   * Mollie's hour (a retry taking over after a crash) gets the same payment, not a second one.
   */
  async start(order: PayableOrder, urls: PaymentUrls): Promise<PaymentStart> {
    const creation = this.client.payments.create({
      amount: { currency: 'EUR', value: (amountInCents(order.totalGross) / 100).toFixed(2) },
      description: paymentDescription(order),
      redirectUrl: urls.returnUrl,
      webhookUrl: urls.webhookUrl,
      metadata: { orderUid: order.uid },
      idempotencyKey: `bestellwerk-order-${order.uid}`,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`keine Antwort nach ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
    });
    const payment = await Promise.race([creation, timeout])
      .catch(rethrowAsProviderError)
      .finally(() => clearTimeout(timer));
    const redirectUrl = payment.getCheckoutUrl();
    if (!redirectUrl) throw new PaymentProviderError();
    return { redirectUrl, reference: payment.id };
  }

  async fetchStatus(reference: string): Promise<ProviderPaymentStatus | null> {
    // The client refuses ids of other resources before asking; so do we, quietly.
    if (!MOLLIE_PAYMENT_ID.test(reference)) return null;
    try {
      return mollieStatus(await this.client.payments.get(reference));
    } catch (error) {
      if (error instanceof MollieApiError && error.statusCode === 404) return null;
      return rethrowAsProviderError(error);
    }
  }
}

/** How Mollie's payment ids look (`tr_` and letters/digits). */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;

/** Network failures and refusals (bad key, 4xx/5xx) become a German 502; details go to the log. */
function rethrowAsProviderError(error: unknown): never {
  logger.warn(`Mollie: ${error instanceof Error ? error.message : String(error)}`);
  throw new PaymentProviderError();
}
