import { eurosToCents, type PaymentMethod } from '@bestellwerk/domain';
import type { PaymentStart } from './payment-start.js';

/**
 * A payment's state as every provider reports it, reduced to what the order needs:
 * `open` (not decided yet), `paid`, the three ends without money (`failed`, `canceled`,
 * `expired`), and `refunded` (paid, then given back).
 */
export type ProviderPaymentStatus =
  'open' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded';

/** The states that end a payment without money: the order fails unless it was paid. */
export const ENDED_WITHOUT_MONEY: ReadonlySet<ProviderPaymentStatus> = new Set([
  'failed',
  'canceled',
  'expired',
]);

/** Where a provider sends the customer and its notifications for one order. */
export interface PaymentUrls {
  /** Where the browser returns after paying, canceling or failing (the API's return URL). */
  returnUrl: string;
  /** Where the provider posts its status hints (the API's webhook of that provider). */
  webhookUrl: string;
}

/** The order and its branch, as a provider needs them to describe the payment. */
export interface PayableOrder {
  id: number;
  uid: string;
  ticketNumber: number;
  totalGross: number;
  paymentMethod: PaymentMethod;
  branch: { name: string };
}

/**
 * One payment provider (Mollie, Datatrans, the built-in Testzahlung). Its status answer is the
 * only truth: webhook bodies and return visits are hints to ask it again.
 */
export interface PaymentProvider {
  /** Creates the payment at the provider; answers where to send the browser and the payment's id. */
  start(order: PayableOrder, urls: PaymentUrls): Promise<PaymentStart>;
  /** The payment's current state at the provider; null when the provider does not know the id. */
  fetchStatus(reference: string): Promise<ProviderPaymentStatus | null>;
}

/** The order's gross total in whole cents (providers take integers or fixed-point strings). */
export function amountInCents(totalGross: number): number {
  return eurosToCents(totalGross);
}

/** German description of an order's payment, as the customer sees it at the provider. */
export function paymentDescription(order: PayableOrder): string {
  return `Bestellung ${order.ticketNumber} – ${order.branch.name}`;
}
