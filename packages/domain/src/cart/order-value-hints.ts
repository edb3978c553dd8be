import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { centsToEuros, eurosToCents } from '../money/cents.js';

/** Formats euros for a message, e.g. the format module's `formatEuro` (German locale). */
export type MoneyFormatter = (euros: number) => string;

/** A delivery order below its area's minimum order value. Amounts in euros. */
export interface MinimumOrderShortfall {
  minimum: number;
  missing: number;
}

/**
 * How far a delivery order's item gross (euros) is below the chosen area's minimumOrderValue,
 * or null when ordering is not blocked: not a delivery, no area, no (or a zero) minimum, or
 * the gross reaches it (equal is enough).
 */
export function minimumOrderShortfall(
  orderType: OrderType,
  area: Pick<DeliveryArea, 'minimumOrderValue'> | null,
  itemsGross: number,
): MinimumOrderShortfall | null {
  if (orderType !== 'delivery' || area === null || area.minimumOrderValue === null) return null;
  const minimum = eurosToCents(area.minimumOrderValue);
  const gross = eurosToCents(itemsGross);
  if (gross >= minimum) return null;
  return { minimum: centsToEuros(minimum), missing: centsToEuros(minimum - gross) };
}

/**
 * The message that blocks ordering below the minimum order value (the spec describes it; the
 * wording is ours), e.g. "Der Mindestbestellwert von 15,00 € ist noch nicht erreicht. Es
 * fehlen noch 3,50 €." The formatter is passed in so this module needs no locale.
 */
export function minimumOrderMessage(
  shortfall: MinimumOrderShortfall,
  formatMoney: MoneyFormatter,
): string {
  return `Der Mindestbestellwert von ${formatMoney(shortfall.minimum)} ist noch nicht erreicht. Es fehlen noch ${formatMoney(shortfall.missing)}.`;
}

/** A delivery order that does not yet ship free. Amounts in euros. */
export interface FreeDeliveryShortfall {
  freeFrom: number;
  /** The least that must be added for free delivery (the gross must exceed freeFrom). */
  missing: number;
}

/**
 * How much a delivery order lacks for free delivery, or null when there is nothing to hint:
 * not a delivery, no area, a free area, no threshold, or the item gross (euros) already above
 * it. Because delivery is free only strictly above the threshold, `missing` is the threshold
 * minus the gross plus one cent (at exactly 40,00 € of 40,00 € it is 0,01 €).
 */
export function freeDeliveryShortfall(
  orderType: OrderType,
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue'> | null,
  itemsGross: number,
): FreeDeliveryShortfall | null {
  if (orderType !== 'delivery' || area === null || area.free || area.freeFromOrderValue === null) {
    return null;
  }
  const freeFrom = eurosToCents(area.freeFromOrderValue);
  const gross = eurosToCents(itemsGross);
  if (gross > freeFrom) return null;
  return { freeFrom: centsToEuros(freeFrom), missing: centsToEuros(freeFrom - gross + 1) };
}

/**
 * The cart's free-delivery hint (the spec gives no wording; ours), e.g. "Noch 12,01 € bis zur
 * kostenlosen Lieferung (ab einem Bestellwert über 40,00 €)."
 */
export function freeDeliveryHint(
  shortfall: FreeDeliveryShortfall,
  formatMoney: MoneyFormatter,
): string {
  return `Noch ${formatMoney(shortfall.missing)} bis zur kostenlosen Lieferung (ab einem Bestellwert über ${formatMoney(shortfall.freeFrom)}).`;
}
