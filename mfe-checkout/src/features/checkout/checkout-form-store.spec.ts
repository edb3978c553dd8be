import { ApiRequestError, RootStore } from '@bestellwerk/client';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeMenu,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { CheckoutFormStore } from './checkout-form-store.js';

const bread = makeProduct({ id: 10, name: 'Bauernbrot', price: 4.5 });

function storeWith(post: jest.Mock) {
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
    { url: '/api/products', data: [bread] },
  ]);
  stores.cart.load('innenstadt');
  stores.cart.addItem({ product: bread, amount: 1, unit: 'piece', parts: [] });
  let key = 0;
  const form = new CheckoutFormStore(
    { ...stores, cart: stores.cart, api: { post }, analytics: { track: () => false } },
    new Date(),
    () => `key-${++key}`,
  );
  form.setField('firstName', 'Anna');
  form.setField('lastName', 'Berger');
  form.setField('legalInstructions', true);
  form.setField('privacyPolicy', true);
  return form;
}

const keyOf = (call: unknown[]) =>
  (call[2] as { headers: Record<string, string> }).headers['Idempotency-Key'];

beforeEach(() => sessionStorage.clear());

describe('CheckoutFormStore', () => {
  it('reuses the Idempotency-Key for the same body after a network failure, not for a changed one', async () => {
    const post = jest.fn().mockRejectedValue(new ApiRequestError(0, []));
    const form = storeWith(post);

    await form.submit();
    await form.submit();
    form.setField('phone', '+43664123');
    await form.submit();

    expect(post.mock.calls.map(keyOf)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(form.serverErrors).toEqual([{ message: 'Ein unbekannter Fehler ist aufgetreten.' }]);
  });

  it('takes a new key after the server refused the order', async () => {
    const post = jest.fn().mockRejectedValue(new ApiRequestError(422, [{ message: 'Nein' }]));
    const form = storeWith(post);

    await form.submit();
    await form.submit();

    expect(post.mock.calls.map(keyOf)).toEqual(['key-1', 'key-2']);
  });

  it('sends nothing while the form is invalid', async () => {
    const post = jest.fn();
    const form = storeWith(post);
    form.setField('firstName', '');

    expect(await form.submit()).toEqual({ kind: 'invalid' });
    expect(post).not.toHaveBeenCalled();
    expect(form.fieldErrors.firstName).toBe('Bitte geben Sie Ihren Vornamen an.');
  });
});
