import type { DeliveryArea, OrderType } from '../contract/organisation.js';
import { eurosToCents } from '../money/cents.js';

/**
 * Whether delivery to an area costs nothing: the area is flagged free, or the items' gross is
 * strictly above its freeFromOrderValue (the spec says "above"; an order of exactly the
 * threshold still pays the fee).
 */
export function isDeliveryFree(
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue'>,
  itemsGrossCents: number,
): boolean {
  return (
    area.free ||
    (area.freeFromOrderValue !== null && itemsGrossCents > eurosToCents(area.freeFromOrderValue))
  );
}

/**
 * The delivery fee in cents (gross, taxed at the area's own rate): the area's price for a
 * delivery order that is not free; 0 for takeaway, dine-in or without an area.
 */
export function deliveryFeeCents(
  orderType: OrderType,
  area: Pick<DeliveryArea, 'free' | 'freeFromOrderValue' | 'price'> | null,
  itemsGrossCents: number,
): number {
  if (orderType !== 'delivery' || area === null || isDeliveryFree(area, itemsGrossCents)) return 0;
  return Math.max(0, eurosToCents(area.price));
}
