import { Logger } from '@nestjs/common';
import { PaymentProviderError } from '../payment-errors.js';
import {
  amountInCents,
  type PayableOrder,
  type PaymentProvider,
  type PaymentUrls,
  type ProviderPaymentStatus,
} from '../payment-provider.js';
import type { PaymentStart } from '../payment-start.js';

const logger = new Logger('Datatrans');

/** How long one call to Datatrans may take before the customer gets a 502. */
const TIMEOUT_MS = 15_000;

/** Datatrans merchant settings (AppConfig.datatrans). */
export interface DatatransSettings {
  merchantId: string;
  password: string;
  /** Root of the JSON API, e.g. https://api.sandbox.datatrans.com. */
  apiUrl: string;
  /** Root of the payment pages, e.g. https://pay.sandbox.datatrans.com. */
  payUrl: string;
}

/** The part of Datatrans' GET /v1/transactions/{id} answer we read. */
export interface DatatransTransaction {
  transactionId?: string;
  type?: string;
  status?: string;
  history?: { action?: string; success?: boolean }[];
}

/** How Datatrans transaction ids look (18 digits today; a little room for change). */
export const DATATRANS_TRANSACTION_ID = /^[0-9A-Za-z]{1,64}$/;

/**
 * Datatrans' transaction states reduced to ours: `authorized`, `settled` and `transmitted` mean
 * the money is ours; `canceled` and `failed` end without money; everything else
 * (`initialized`, `challenge_required`, `authenticated`, …) is still open. A refund is a
 * credit booked on the payment: a successful `credit` in its history (or a transaction of type
 * `credit` itself) counts as refunded. Partial refunds are not told apart; we refund whole orders.
 */
export function datatransStatus(transaction: DatatransTransaction): ProviderPaymentStatus {
  const credited =
    transaction.type === 'credit' ||
    (transaction.history ?? []).some(
      (entry) => entry.action === 'credit' && entry.success !== false,
    );
  if (credited) return 'refunded';
  switch (transaction.status) {
    case 'authorized':
    case 'settled':
    case 'transmitted':
      return 'paid';
    case 'canceled':
      return 'canceled';
    case 'failed':
      return 'failed';
    default:
      return 'open';
  }
}

/** Datatrans over its JSON API (no SDK): Basic auth with merchant id and API password. */
export class DatatransProvider implements PaymentProvider {
  private readonly authorization: string;

  constructor(private readonly settings: DatatransSettings) {
    this.authorization = `Basic ${Buffer.from(`${settings.merchantId}:${settings.password}`).toString('base64')}`;
  }

  async start(order: PayableOrder, urls: PaymentUrls): Promise<PaymentStart> {
    const response = await this.call('POST', '/v1/transactions', {
      currency: 'EUR',
      refno: order.uid,
      amount: amountInCents(order.totalGross),
      redirect: { successUrl: urls.returnUrl, cancelUrl: urls.returnUrl, errorUrl: urls.returnUrl },
      webhook: { url: urls.webhookUrl },
    });
    const body = (await readJson(response)) as { transactionId?: unknown } | null;
    const transactionId = body?.transactionId;
    if (
      !response.ok ||
      typeof transactionId !== 'string' ||
      !DATATRANS_TRANSACTION_ID.test(transactionId)
    ) {
      logger.warn(`Init abgelehnt: ${response.status} ${JSON.stringify(body)}`);
      throw new PaymentProviderError();
    }
    return {
      redirectUrl: `${this.settings.payUrl}/v1/start/${encodeURIComponent(transactionId)}`,
      reference: transactionId,
    };
  }

  async fetchStatus(reference: string): Promise<ProviderPaymentStatus | null> {
    if (!DATATRANS_TRANSACTION_ID.test(reference)) return null;
    const response = await this.call('GET', `/v1/transactions/${reference}`);
    const body = (await readJson(response)) as
      (DatatransTransaction & { error?: { code?: string } }) | null;
    if (response.status === 404 || body?.error?.code === 'TRANSACTION_NOT_FOUND') return null;
    if (!response.ok || !body) {
      logger.warn(`Status abgelehnt: ${response.status} ${JSON.stringify(body)}`);
      throw new PaymentProviderError();
    }
    return datatransStatus(body);
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${this.settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`);
      throw new PaymentProviderError();
    }
  }
}

/** The answer's JSON, or null when it has none. */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
