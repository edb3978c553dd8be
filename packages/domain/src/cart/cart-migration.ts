import type { Product } from '../contract/catalog.js';
import type { DeliveryArea } from '../contract/organisation.js';
import { eurosToCents } from '../money/cents.js';
import type { CartState } from './cart-state.js';

type ProductIdentity = Pick<Product, 'id' | 'name' | 'description' | 'price'>;

function sameProduct(a: ProductIdentity, b: ProductIdentity): boolean {
  return (
    a.id === b.id &&
    a.name === b.name &&
    a.description === b.description &&
    eurosToCents(a.price) === eurosToCents(b.price)
  );
}

/**
 * A cart loaded from storage, brought up to date (storefront.md §4): items whose product no
 * longer matches an active product by id, name, description and price are dropped; kept items
 * take the current product (so its options, units and taxes are fresh). When no delivery area
 * is set, or the stored one is not among the branch's areas any more, the first area is
 * preselected (null without areas). Returns a new state; the input is not changed.
 */
export function migrateCart(
  cart: CartState,
  activeProducts: readonly Product[],
  deliveryAreas: readonly Pick<DeliveryArea, 'id'>[],
): CartState {
  const items = cart.items.flatMap((item) => {
    const current = activeProducts.find((product) => sameProduct(product, item.product));
    return current === undefined ? [] : [{ ...item, product: current }];
  });
  const deliveryArea = deliveryAreas.some((area) => area.id === cart.deliveryArea)
    ? cart.deliveryArea
    : (deliveryAreas[0]?.id ?? null);
  return { ...cart, items, deliveryArea };
}
