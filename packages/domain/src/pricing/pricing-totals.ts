import type { Pricing } from '../contract/ordering.js';
import { centsToEuros } from '../money/cents.js';
import { splitGrossCents, taxRateKey } from './tax-split.js';

/** A gross amount in cents and the rate (percent) it is taxed at. */
export interface TaxedAmount {
  grossCents: number;
  taxRate: number;
}

/** The contract's {@link Pricing}, in whole cents. */
export interface PricingInCents {
  /** The items' gross. */
  gross: number;
  totalNet: number;
  /** Items plus delivery. */
  totalGross: number;
  deliveryGross: number;
  /** Tax per rate key ("10", "20"); every rate of an item or the fee has a key. */
  taxes: Record<string, number>;
}

/**
 * The totals of an order in cents: each item and the delivery fee are split into net and tax
 * on their own (rounded per amount), then summed. Guarantees gross = Σ items,
 * totalGross = gross + deliveryGross and totalNet + Σ taxes = totalGross, in whole cents.
 */
export function pricingTotalsInCents(
  items: readonly TaxedAmount[],
  delivery: TaxedAmount | null,
): PricingInCents {
  const amounts = delivery === null ? items : [...items, delivery];
  const taxesByRate = new Map<string, number>();
  let totalNet = 0;
  for (const { grossCents, taxRate } of amounts) {
    const split = splitGrossCents(grossCents, taxRate);
    const key = taxRateKey(taxRate);
    totalNet += split.netCents;
    taxesByRate.set(key, (taxesByRate.get(key) ?? 0) + split.taxCents);
  }
  const gross = items.reduce((sum, item) => sum + item.grossCents, 0);
  const deliveryGross = delivery?.grossCents ?? 0;
  const taxes = Object.fromEntries([...taxesByRate].sort(([a], [b]) => Number(a) - Number(b)));
  return { gross, totalNet, totalGross: gross + deliveryGross, deliveryGross, taxes };
}

/** Totals in cents as the contract's {@link Pricing} in euros (two decimals). */
export function pricingInEuros(cents: PricingInCents): Pricing {
  return {
    gross: centsToEuros(cents.gross),
    totalNet: centsToEuros(cents.totalNet),
    totalGross: centsToEuros(cents.totalGross),
    deliveryGross: centsToEuros(cents.deliveryGross),
    taxes: Object.fromEntries(
      Object.entries(cents.taxes).map(([rate, tax]) => [rate, centsToEuros(tax)]),
    ),
  };
}
