import type { Product, UnitKey } from '../contract/catalog.js';
import type { DateTimeString, Id } from '../contract/common.js';
import type { CartItemInput, CartPartValue } from '../contract/ordering.js';

/**
 * An item in the browser's cart. It keeps the product as it was when added, so that a changed
 * product can be recognised when the cart is loaded again (see migrateCart).
 */
export interface CartItem {
  product: Product;
  amount: number;
  unit: UnitKey;
  parts: CartPartValue[];
}

/** What the cart keeps for the order form besides the items. */
export interface CartOrderDetails {
  appointment: DateTimeString | null;
  comment: string;
}

/** The cart of one branch as kept in session storage (storefront.md §3 "Cart", §4). */
export interface CartState {
  items: CartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: Id | null;
  order: CartOrderDetails;
}

/** A new, empty takeaway cart. */
export function emptyCart(): CartState {
  return {
    items: [],
    isDelivery: false,
    isDineIn: false,
    deliveryArea: null,
    order: { appointment: null, comment: '' },
  };
}

/**
 * The cart after clearing: no items, no appointment, no comment; the delivery method and area
 * stay as chosen. Returns a new object.
 */
export function clearCart(cart: CartState): CartState {
  return { ...cart, items: [], order: { appointment: null, comment: '' } };
}

/** An item as the order request sends it (the product by id). */
export function toCartItemInput(item: CartItem): CartItemInput {
  return { product: item.product.id, amount: item.amount, unit: item.unit, parts: item.parts };
}
