import type { CartItem } from '../cart/cart-state.js';
import type { AnalyticsLogRequest } from '../contract/insights.js';
import { centsToEuros } from '../money/cents.js';
import { itemGrossCents } from '../pricing/item-price.js';

/**
 * The storefront's tracking events (storefront.md §7: page view, add to cart, start of checkout,
 * purchase), as POST /api/analytics-log bodies. Whether one may be sent (consent) is the
 * caller's decision; these only shape them.
 */

/** A page was shown: its path and document title. */
export function pageViewEvent(path: string, title: string): AnalyticsLogRequest {
  return { type: 'event', action: 'page_view', category: 'engagement', data: { path, title } };
}

/** One item for the e-commerce events: product, amount, unit and its gross price in euros. */
function itemData(item: CartItem) {
  const cents = itemGrossCents(item.product, item);
  return {
    id: item.product.id,
    name: item.product.name,
    amount: item.amount,
    unit: item.unit,
    price: cents === null ? null : centsToEuros(cents),
  };
}

/** An item went into the cart: the item with its price, the value and the currency. */
export function addToCartEvent(item: CartItem, currency = 'EUR'): AnalyticsLogRequest {
  const data = itemData(item);
  return {
    type: 'event',
    action: 'add_to_cart',
    category: 'ecommerce',
    data: { items: [data], value: data.price, currency },
  };
}

/**
 * The checkout page was opened with a filled cart (storefront.md §7 "start of checkout"): its items with
 * their prices, the value (the cart's gross total in euros) and the currency.
 */
export function beginCheckoutEvent(
  items: readonly CartItem[],
  value: number,
  currency = 'EUR',
): AnalyticsLogRequest {
  return {
    type: 'event',
    action: 'begin_checkout',
    category: 'ecommerce',
    data: { items: items.map(itemData), value, currency },
  };
}

/**
 * An order was placed (storefront.md §7 "purchase"): the order's uid as transaction id, the ordered items,
 * the value (the order's gross total in euros as the server priced it) and the currency.
 */
export function purchaseEvent(
  order: { uid: string; pricing: { totalGross: number } },
  items: readonly CartItem[],
  currency = 'EUR',
): AnalyticsLogRequest {
  return {
    type: 'event',
    action: 'purchase',
    category: 'ecommerce',
    data: {
      transactionId: order.uid,
      items: items.map(itemData),
      value: order.pricing.totalGross,
      currency,
    },
  };
}
