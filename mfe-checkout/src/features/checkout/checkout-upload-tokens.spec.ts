import { RootStore } from '@bestellwerk/client';
import type { CartItem } from '@bestellwerk/domain';
import { makePart, makeProduct } from '@bestellwerk/domain/testing';
import { CheckoutFormStore } from './checkout-form-store.js';
import { shopWithInCart } from './checkout-test-shop.js';

const cake = makeProduct({
  id: 10,
  name: 'Torte',
  type: 'configurable',
  price: 30,
  config: { parts: [makePart({ name: 'Foto', type: 'image', optional: true })] },
});

function checkoutOf(parts: CartItem['parts']) {
  const stores = shopWithInCart(cake, parts);
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
