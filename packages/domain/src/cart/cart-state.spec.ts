import { makeProduct } from '../testing/contract-fixtures.js';
import { clearCart, emptyCart, toCartItemInput, type CartState } from './cart-state.js';

describe('cart state', () => {
  it('starts empty, as takeaway, without area, appointment or comment', () => {
    expect(emptyCart()).toEqual({
      items: [],
      isDelivery: false,
      isDineIn: false,
      deliveryArea: null,
      order: { appointment: null, comment: '' },
    });
  });

  it('clears items, appointment and comment but keeps the delivery choice', () => {
    const cart: CartState = {
      items: [{ product: makeProduct(), amount: 2, unit: 'piece', parts: [] }],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: 5,
      order: { appointment: '2026-11-20T08:30:00.000Z', comment: 'Bitte läuten' },
    };
    const cleared = clearCart(cart);
    expect(cleared).toEqual({
      items: [],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: 5,
      order: { appointment: null, comment: '' },
    });
    expect(cart.items).toHaveLength(1);
    expect(cart.order.comment).toBe('Bitte läuten');
  });

  it('sends an item with the product id', () => {
    const item = {
      product: makeProduct({ id: 42 }),
      amount: 1.5,
      unit: 'kg' as const,
      parts: [1, 'x'],
    };
    expect(toCartItemInput(item)).toEqual({
      product: 42,
      amount: 1.5,
      unit: 'kg',
      parts: [1, 'x'],
    });
  });
});
