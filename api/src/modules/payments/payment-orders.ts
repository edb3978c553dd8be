import type { PaymentMethod } from '@bestellwerk/domain';
import type { PayableOrder, ProviderPaymentStatus } from './payment-provider.js';

/** An order as payments read it: what providers describe, where the customer returns, its flags. */
export interface PaymentOrder extends PayableOrder {
  hash: string;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  isPaid: boolean;
  branch: { id: number; name: string; identifier: string };
}

/**
 * The orders payments read and change, defined here and implemented by the ordering module, so
 * that payments imports nothing of ordering (ordering starts payments; payments answer through
 * this port and the order events).
 */
export interface PaymentOrders {
  /** The order with this id; null when there is none. */
  findById(id: number): Promise<PaymentOrder | null>;
  /** The order of a method whose payment has this provider id; null when none has. */
  findByReference(method: PaymentMethod, reference: string): Promise<PaymentOrder | null>;
  /**
   * The order behind a status link: null unless uid and hash both match (the hash compared in
   * constant time).
   */
  findByStatusLink(uid: string, hash: string): Promise<PaymentOrder | null>;
  /**
   * Applies a provider's state to the order's flags (paid → isPaid, refunded → isRefunded, an end
   * without money → isFailed unless paid). Answers whether this call changed them: of repeated or
   * concurrent calls for the same state exactly one does.
   */
  applyPaymentStatus(orderId: number, status: ProviderPaymentStatus): Promise<boolean>;
}

/** Nest token of the PaymentOrders implementation (see PaymentsModule.forOrders). */
export const PAYMENT_ORDERS = Symbol('PaymentOrders');
