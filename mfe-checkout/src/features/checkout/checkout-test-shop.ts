import { RootStore } from '@bestellwerk/client';
import type { CartItem, Product } from '@bestellwerk/domain';
import { makeBranch, makeCategory, makeConfig, makeMenu } from '@bestellwerk/domain/testing';

/**
 * Test support: the stores of a shop whose one branch ('innenstadt') is open around the clock
 * and sells `product` (id 10), with one of it in the cart with `parts`.
 */
export function shopWithInCart(product: Product, parts: CartItem['parts'] = []): RootStore {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: makeConfig() },
    {
      url: '/api/branches',
      data: [
        makeBranch({
          openingHours: [
            { type: 'daily', date: null, isClosed: false, from: '00:00', to: '23:59' },
          ],
        }),
      ],
    },
    {
      url: '/api/menus',
      data: [
        makeMenu({ catalog: [{ id: 1, products: [{ id: 10, isEnabled: true, schedule: null }] }] }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1 })] },
    { url: '/api/products', data: [product] },
  ]);
  stores.cart.load('innenstadt');
  stores.cart.addItem({ product, amount: 1, unit: 'piece', parts });
  return stores;
}
