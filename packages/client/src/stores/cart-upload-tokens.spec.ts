import type { CartItem, Product } from '@bestellwerk/domain';
import {
  makeBranch,
  makeCategory,
  makeConfig,
  makeMenu,
  makePart,
  makeProduct,
} from '@bestellwerk/domain/testing';
import { UPLOAD_TOKENS_STORAGE_KEY } from './cart-store.js';
import { RootStore } from './root-store.js';

const NOW = new Date('2026-05-04T08:00:00.000Z');

/** A cake with a size (select), a photo (image) and templates (files). */
const cake = makeProduct({
  id: 11,
  name: 'Torte',
  type: 'configurable',
  price: 30,
  config: {
    parts: [
      makePart({
        name: 'Größe',
        type: 'select',
        options: [
          { name: 'klein', modifier: 'add', value: 0 },
          { name: 'groß', modifier: 'add', value: 10 },
        ],
      }),
      makePart({ name: 'Foto', type: 'image', optional: true }),
      makePart({ name: 'Vorlagen', type: 'files', optional: true }),
    ],
  },
});

function stores(): RootStore {
  const root = new RootStore();
  root.init.apply([
    { url: '/api/config', data: makeConfig() },
    { url: '/api/branches', data: [makeBranch()] },
    {
      url: '/api/menus',
      data: [
        makeMenu({ catalog: [{ id: 1, products: [{ id: 11, isEnabled: true, schedule: null }] }] }),
      ],
    },
    { url: '/api/categories', data: [makeCategory({ id: 1 })] },
    { url: '/api/products', data: [cake] },
  ]);
  root.cart.load('innenstadt', NOW);
  return root;
}

const item = (product: Product, parts: CartItem['parts']): CartItem => ({
  product,
  amount: 1,
  unit: 'piece',
  parts,
});

beforeEach(() => sessionStorage.clear());

describe('CartStore upload tokens', () => {
  it('sends the tokens of the uploads the items name, kept in session storage for the session', () => {
    const first = stores();
    first.cart.rememberUploadToken({ id: 7, token: 'geheim-7' });
    first.cart.rememberUploadToken({ id: 8, token: 'geheim-8' });
    first.cart.rememberUploadToken({ id: 9, token: 'geheim-9' });
    expect(JSON.parse(sessionStorage.getItem(UPLOAD_TOKENS_STORAGE_KEY)!)).toEqual({
      7: 'geheim-7',
      8: 'geheim-8',
      9: 'geheim-9',
    });
    // The checkout is another page (remote): it reads the tokens from session storage.
    const checkout = stores();
    // Option index 1 of the size is no upload; upload 9 is no longer in the cart; 42 unknown.
    checkout.cart.addItem(item(cake, [1, 7, [8, 42]]));
    expect(checkout.cart.uploadTokens()).toEqual([
      { id: 7, token: 'geheim-7' },
      { id: 8, token: 'geheim-8' },
    ]);
  });

  it('has no tokens for a cart without uploads and survives a damaged entry', () => {
    sessionStorage.setItem(UPLOAD_TOKENS_STORAGE_KEY, '{kaputt');
    const root = stores();
    root.cart.addItem(item(cake, [0, null, []]));
    expect(root.cart.uploadTokens()).toEqual([]);
    root.cart.rememberUploadToken({ id: 3, token: 'neu' });
    root.cart.replaceItem(0, item(cake, [0, 3, []]));
    expect(root.cart.uploadTokens()).toEqual([{ id: 3, token: 'neu' }]);
  });
});
