import { RootStore } from '@bestellwerk/client';
import type { CartItem } from '@bestellwerk/domain';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeMenu,
  makePart,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { CheckoutFormStore } from './checkout-form-store.js';

const cake = makeProduct({
  id: 10,
  name: 'Torte',
  type: 'configurable',
  price: 30,
  config: { parts: [makePart({ name: 'Foto', type: 'image', optional: true })] },
});

function checkoutOf(parts: CartItem['parts']) {
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
    { url: '/api/products', data: [cake] },
  ]);
  stores.cart.load('innenstadt');
  stores.cart.addItem({ product: cake, amount: 1, unit: 'piece', parts });
  return new CheckoutFormStore(
    { ...stores, cart: stores.cart, api: { post: jest.fn() }, analytics: { track: () => false } },
    new Date(),
  );
}

beforeEach(() => sessionStorage.clear());

describe('CheckoutFormStore upload tokens', () => {
  it('sends the token of each upload the items name beside the items, which keep the ids', () => {
    new RootStore().cart.rememberUploadToken({ id: 7, token: 'geheim-7' });
    const { body } = checkoutOf([7]);
    expect(body.items).toEqual([{ product: 10, amount: 1, unit: 'piece', parts: [7] }]);
    expect(body.uploadTokens).toEqual([{ id: 7, token: 'geheim-7' }]);
  });

  it('sends no token list for a cart without uploads', () => {
    expect(checkoutOf([null]).body).not.toHaveProperty('uploadTokens');
  });
});
