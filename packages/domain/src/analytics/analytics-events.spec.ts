import { makeProduct } from '../testing/contract-fixtures.js';
import {
  addToCartEvent,
  beginCheckoutEvent,
  pageViewEvent,
  purchaseEvent,
} from './analytics-events.js';

describe('pageViewEvent', () => {
  it('names the path and the title', () => {
    expect(pageViewEvent('/store/wien', 'Wien - Bäckerei Korn')).toEqual({
      type: 'event',
      action: 'page_view',
      category: 'engagement',
      data: { path: '/store/wien', title: 'Wien - Bäckerei Korn' },
    });
  });
});

describe('addToCartEvent', () => {
  it('carries the item with its gross price as value, in euros', () => {
    const product = makeProduct({ id: 7, name: 'Bauernbrot', price: 6.8, unit: 'kg' });
    expect(addToCartEvent({ product, amount: 1.5, unit: 'kg', parts: [] })).toEqual({
      type: 'event',
      action: 'add_to_cart',
      category: 'ecommerce',
      data: {
        items: [{ id: 7, name: 'Bauernbrot', amount: 1.5, unit: 'kg', price: 10.2 }],
        value: 10.2,
        currency: 'EUR',
      },
    });
  });

  it('has no price for a unit the product does not offer', () => {
    const product = makeProduct({ id: 7, unit: 'kg', alternativeUnits: [] });
    expect(addToCartEvent({ product, amount: 1, unit: 'l', parts: [] }).data).toMatchObject({
      items: [{ price: null }],
      value: null,
    });
  });
});

describe('beginCheckoutEvent', () => {
  it('carries every item with its price, the cart total and the currency', () => {
    const bread = makeProduct({ id: 7, name: 'Bauernbrot', price: 4.5 });
    const cake = makeProduct({ id: 8, name: 'Torte', price: 30 });
    expect(
      beginCheckoutEvent(
        [
          { product: bread, amount: 2, unit: 'piece', parts: [] },
          { product: cake, amount: 1, unit: 'piece', parts: [] },
        ],
        39,
        'CHF',
      ),
    ).toEqual({
      type: 'event',
      action: 'begin_checkout',
      category: 'ecommerce',
      data: {
        items: [
          { id: 7, name: 'Bauernbrot', amount: 2, unit: 'piece', price: 9 },
          { id: 8, name: 'Torte', amount: 1, unit: 'piece', price: 30 },
        ],
        value: 39,
        currency: 'CHF',
      },
    });
  });
});

describe('purchaseEvent', () => {
  it('names the order as transaction with the server total, in EUR by default', () => {
    const bread = makeProduct({ id: 7, name: 'Bauernbrot', price: 4.5 });
    expect(
      purchaseEvent({ uid: 'abc', pricing: { totalGross: 12.5 } }, [
        { product: bread, amount: 1, unit: 'piece', parts: [] },
      ]),
    ).toEqual({
      type: 'event',
      action: 'purchase',
      category: 'ecommerce',
      data: {
        transactionId: 'abc',
        items: [{ id: 7, name: 'Bauernbrot', amount: 1, unit: 'piece', price: 4.5 }],
        value: 12.5,
        currency: 'EUR',
      },
    });
  });
});
