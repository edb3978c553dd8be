import type { Product } from '../contract/catalog.js';
import type { OrderType } from '../contract/organisation.js';
import { fractionOfCents } from '../money/cents.js';
import { roundAmount } from '../units/amount-decimals.js';

/** A gross amount split into net and tax, all in whole cents; net + tax = gross exactly. */
export interface TaxSplit {
  grossCents: number;
  netCents: number;
  taxCents: number;
}

/**
 * The tax rate in percent of a product for an order type: delivery → tax, takeaway →
 * takeawayTax, dine-in → dineInTax.
 */
export function taxRateForOrderType(
  product: Pick<Product, 'tax' | 'takeawayTax' | 'dineInTax'>,
  orderType: OrderType,
): number {
  if (orderType === 'delivery') return product.tax;
  return orderType === 'dineIn' ? product.dineInTax : product.takeawayTax;
}

/**
 * Splits a gross amount (tax included) at a rate in percent: net = gross ÷ (1 + rate/100),
 * exact and rounded commercially to cents; tax = gross − net.
 */
export function splitGrossCents(grossCents: number, ratePercent: number): TaxSplit {
  const netCents = fractionOfCents(grossCents, 100, 100 + ratePercent);
  return { grossCents, netCents, taxCents: grossCents - netCents };
}

/** The key of a rate in the taxes map: the percentage as a plain number, e.g. "10", "5.5". */
export function taxRateKey(ratePercent: number): string {
  return String(roundAmount(ratePercent));
}
