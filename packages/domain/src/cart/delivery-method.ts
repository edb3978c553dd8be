import type { Branch, OrderType } from '../contract/organisation.js';
import type { CartState } from './cart-state.js';

/** The branch flags that say which delivery methods it offers. */
export type DeliveryMethodFlags = Pick<
  Branch,
  'isTakeawayEnabled' | 'isDeliveryEnabled' | 'isDineInEnabled'
>;

/** The delivery methods in the order the cart panel lists them. */
export const DELIVERY_METHODS: readonly OrderType[] = ['takeaway', 'delivery', 'dineIn'];

/** The method used when nothing else applies. */
export const DEFAULT_DELIVERY_METHOD: OrderType = 'takeaway';

/** Whether a branch offers a delivery method. */
export function isDeliveryMethodAvailable(method: OrderType, branch: DeliveryMethodFlags): boolean {
  if (method === 'delivery') return branch.isDeliveryEnabled;
  return method === 'dineIn' ? branch.isDineInEnabled : branch.isTakeawayEnabled;
}

/** The delivery methods a branch offers, in panel order (takeaway, delivery, dine-in). */
export function availableDeliveryMethods(branch: DeliveryMethodFlags): OrderType[] {
  return DELIVERY_METHODS.filter((method) => isDeliveryMethodAvailable(method, branch));
}

/**
 * The delivery method a branch's cart starts with: the persisted one if the branch offers it;
 * else (nothing persisted, or a persisted method the branch no longer offers) the configured
 * default if the branch offers it; else takeaway if offered; else the first method the branch
 * offers; takeaway for a branch that offers none. Persisting the answer makes the configured
 * default apply only once.
 */
export function initialDeliveryMethod(
  persisted: OrderType | null,
  configDefault: OrderType | null,
  branch: DeliveryMethodFlags,
): OrderType {
  const candidates = [persisted, configDefault, DEFAULT_DELIVERY_METHOD, ...DELIVERY_METHODS];
  return (
    candidates.find(
      (method): method is OrderType => method !== null && isDeliveryMethodAvailable(method, branch),
    ) ?? DEFAULT_DELIVERY_METHOD
  );
}

/** The delivery method a cart's flags stand for (delivery wins over dine-in if both are set). */
export function deliveryMethodOfCart(cart: Pick<CartState, 'isDelivery' | 'isDineIn'>): OrderType {
  if (cart.isDelivery) return 'delivery';
  return cart.isDineIn ? 'dineIn' : 'takeaway';
}

/** The cart with its flags set for a delivery method (a new object). */
export function withDeliveryMethod(cart: CartState, method: OrderType): CartState {
  return { ...cart, isDelivery: method === 'delivery', isDineIn: method === 'dineIn' };
}
