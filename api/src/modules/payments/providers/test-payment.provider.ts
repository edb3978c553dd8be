import { randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { TestPaymentEntity } from '../entities/test-payment.entity.js';
import type {
  PayableOrder,
  PaymentProvider,
  PaymentUrls,
  ProviderPaymentStatus,
} from '../payment-provider.js';
import type { PaymentStart } from '../payment-start.js';

/** How Testzahlung references look: `tz_` and 22 URL-safe characters (128 random bits). */
export const TEST_PAYMENT_REFERENCE = /^tz_[A-Za-z0-9_-]{22}$/;

/** What the customer can decide on the Testzahlung page. */
export type TestPaymentDecision = 'paid' | 'failed';

/**
 * The built-in "Testzahlung" provider: serves the online methods while no Mollie or Datatrans
 * account is configured, so the demo runs without setup. Its payments live in `test_payment`;
 * its page (GET /api/payments/test/{reference}) lets the customer pay or fail.
 */
export class TestPaymentProvider implements PaymentProvider {
  constructor(
    private readonly payments: Repository<TestPaymentEntity>,
    private readonly publicUrl: string,
  ) {}

  /**
   * Creates the order's Testzahlung, or answers its open one: like Mollie with the order's
   * idempotency key, a start repeated after a crash (the payment was made, the order never
   * learned it) gets the same payment, not a second one.
   */
  async start(order: PayableOrder, _urls: PaymentUrls): Promise<PaymentStart> {
    const open = await this.payments.findOne({
      where: { order: { id: order.id }, status: 'open' },
      order: { id: 'ASC' },
    });
    const reference = open?.reference ?? `tz_${randomBytes(16).toString('base64url')}`;
    if (!open) await this.payments.insert({ reference, order: { id: order.id }, status: 'open' });
    return { redirectUrl: `${this.publicUrl}/api/payments/test/${reference}`, reference };
  }

  async fetchStatus(reference: string): Promise<ProviderPaymentStatus | null> {
    if (!TEST_PAYMENT_REFERENCE.test(reference)) return null;
    const payment = await this.payments.findOne({ where: { reference } });
    return payment?.status ?? null;
  }

  /** The payment with its order's id, for the page; null for unknown references. */
  async find(reference: string): Promise<TestPaymentEntity | null> {
    if (!TEST_PAYMENT_REFERENCE.test(reference)) return null;
    return this.payments.findOne({
      where: { reference },
      relations: { order: true },
    });
  }

  /**
   * Decides an open payment (one conditional UPDATE, so a double click or two tabs decide it
   * once). Answers whether this call decided it; a decided payment stays as it is.
   */
  async decide(reference: string, decision: TestPaymentDecision): Promise<boolean> {
    const result = await this.payments.update({ reference, status: 'open' }, { status: decision });
    return (result.affected ?? 0) > 0;
  }
}
