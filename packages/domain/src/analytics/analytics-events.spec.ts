import { makeProduct } from '../testing/contract-fixtures.js';
import { addToCartEvent, pageViewEvent } from './analytics-events.js';

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
