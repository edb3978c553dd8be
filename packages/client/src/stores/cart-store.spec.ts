import type { Branch, CartItem, Config, Menu, Product } from '@bestellwerk/domain';
import {
  makeBranch,
  makeConfig,
  makeDeliveryArea,
  makeMenu,
  makeProduct,
  makeCategory,
} from '@bestellwerk/domain/testing';
import { RootStore } from './root-store.js';
import { cartStorageKey, deliveryMethodStorageKey } from './cart-store.js';

const NOW = new Date('2026-05-04T08:00:00.000Z');

const bread = makeProduct({ id: 10, name: 'Bauernbrot', price: 4.5 });
const cake = makeProduct({ id: 11, name: 'Sachertorte', price: 30 });

function menu(productIds: number[]): Menu {
  return makeMenu({
    catalog: [
      { id: 1, products: productIds.map((id) => ({ id, isEnabled: true, schedule: null })) },
    ],
  });
}

function storesWith({
  branch = makeBranch(),
  products = [bread, cake],
  config = makeConfig(),
}: { branch?: Branch; products?: Product[]; config?: Config } = {}) {
  const stores = new RootStore();
  stores.init.apply([
    { url: '/api/config', data: config },
    { url: '/api/branches', data: [branch] },
    { url: '/api/menus', data: [menu(products.map((p) => p.id))] },
    { url: '/api/categories', data: [makeCategory({ id: 1 })] },
    { url: '/api/products', data: products },
  ]);
  return stores;
}

function item(product: Product, amount = 1): CartItem {
  return { product, amount, unit: product.unit, parts: [] };
}

beforeEach(() => sessionStorage.clear());

describe('CartStore', () => {
  it('keeps the cart per branch identifier in session storage and reloads it', () => {
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    stores.cart.addItem(item(bread, 2));

    const stored = JSON.parse(sessionStorage.getItem(cartStorageKey('innenstadt')) ?? '{}');
    expect(stored.items).toHaveLength(1);
    expect(stored).toMatchObject({ isDelivery: false, isDineIn: false });
    expect(stored.order).toEqual({ appointment: null, comment: '' });

    const again = storesWith();
    again.cart.load('innenstadt', NOW);
    expect(again.cart.items.map((i) => [i.product.name, i.amount])).toEqual([['Bauernbrot', 2]]);
    again.cart.load('andere', NOW);
    expect(again.cart.items).toEqual([]);
  });

  it('drops items whose product changed or is gone when it loads', () => {
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    stores.cart.addItem(item(bread));
    stores.cart.addItem(item(cake));

    const changed = storesWith({ products: [{ ...bread, price: 4.9 }, cake] });
    changed.cart.load('innenstadt', NOW);
    expect(changed.cart.items.map((i) => i.product.name)).toEqual(['Sachertorte']);
    expect(
      JSON.parse(sessionStorage.getItem(cartStorageKey('innenstadt')) ?? '{}').items,
    ).toHaveLength(1);
  });

  it('ignores a stored value that is not a cart', () => {
    sessionStorage.setItem(cartStorageKey('innenstadt'), '{kaputt');
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    expect(stores.cart.items).toEqual([]);
  });

  it('preselects the first delivery area and applies the configured default method once', () => {
    const branch = makeBranch({
      isDeliveryEnabled: true,
      deliveryAreas: [makeDeliveryArea({ id: 5 }), makeDeliveryArea({ id: 6, area: 'Hall' })],
    });
    const config = makeConfig({ defaultDeliveryMethod: 'delivery' });
    const stores = storesWith({ branch, config });
    stores.cart.load('innenstadt', NOW);
    expect(stores.cart.deliveryMethod).toBe('delivery');
    expect(stores.cart.deliveryArea?.id).toBe(5);
    expect(stores.cart.deliveryMethods).toEqual(['takeaway', 'delivery']);

    stores.cart.setDeliveryMethod('takeaway');
    expect(sessionStorage.getItem(deliveryMethodStorageKey('innenstadt'))).toBe('takeaway');

    const again = storesWith({ branch, config });
    again.cart.load('innenstadt', NOW);
    expect(again.cart.deliveryMethod).toBe('takeaway');
  });

  it('does not apply a default the branch does not offer, nor choose an unoffered method', () => {
    const stores = storesWith({ config: makeConfig({ defaultDeliveryMethod: 'dineIn' }) });
    stores.cart.load('innenstadt', NOW);
    expect(stores.cart.deliveryMethod).toBe('takeaway');
    stores.cart.setDeliveryMethod('delivery');
    expect(stores.cart.deliveryMethod).toBe('takeaway');
  });

  it('adds, replaces and removes items and clears the order details', () => {
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    stores.cart.addItem(item(bread));
    stores.cart.addItem(item(cake));
    stores.cart.replaceItem(0, item(bread, 3));
    expect(stores.cart.items.map((i) => i.amount)).toEqual([3, 1]);
    stores.cart.removeItem(1);
    expect(stores.cart.items.map((i) => i.product.name)).toEqual(['Bauernbrot']);

    stores.cart.setOrderDetails({ comment: 'Bitte klingeln' });
    stores.cart.clear();
    expect(stores.cart.state.items).toEqual([]);
    expect(stores.cart.state.order).toEqual({ appointment: null, comment: '', table: null });
  });

  it('keeps the table of a QR link with the order details, also after clearing', () => {
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    stores.cart.setOrderDetails({ table: 'T4', comment: 'Ohne Zwiebel' });
    stores.cart.addItem(item(bread));

    const again = storesWith();
    again.cart.load('innenstadt', NOW);
    expect(again.cart.orderDetails).toEqual({
      appointment: null,
      comment: 'Ohne Zwiebel',
      table: 'T4',
    });

    again.cart.clear();
    expect(again.cart.orderDetails).toEqual({ appointment: null, comment: '', table: 'T4' });
  });

  it('keeps a cart paid online until the status page of that order settles it', () => {
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    stores.cart.addItem(item(bread, 2));
    stores.cart.awaitPayment('order-1');
    expect(stores.cart.items).toHaveLength(1);

    // Another order's status page, or a branch without an awaited payment, changes nothing.
    expect(stores.cart.settleAwaitedPayment('innenstadt', 'order-2')).toBe(false);
    expect(stores.cart.settleAwaitedPayment('andere-filiale', 'order-1')).toBe(false);
    expect(stores.cart.items).toHaveLength(1);

    const back = storesWith();
    expect(back.cart.settleAwaitedPayment('innenstadt', 'order-1')).toBe(true);
    expect(back.cart.items).toHaveLength(0);
    const stored = JSON.parse(sessionStorage.getItem(cartStorageKey('innenstadt')) ?? '{}');
    expect(stored.items).toEqual([]);
    // Settled once: a second visit of the status page leaves a new cart alone.
    back.cart.addItem(item(cake));
    expect(back.cart.settleAwaitedPayment('innenstadt', 'order-1')).toBe(false);
    expect(back.cart.items).toHaveLength(1);
  });

  it('reads a stored cart without a table as no table', () => {
    sessionStorage.setItem(
      cartStorageKey('innenstadt'),
      JSON.stringify({ items: [], order: { appointment: null, comment: '' } }),
    );
    const stores = storesWith();
    stores.cart.load('innenstadt', NOW);
    expect(stores.cart.orderDetails.table).toBeNull();
  });

  it('prices the cart with the delivery fee and the minimum order of the chosen area', () => {
    const branch = makeBranch({
      isDeliveryEnabled: true,
      deliveryAreas: [makeDeliveryArea({ id: 5, price: 3.5, minimumOrderValue: 15 })],
    });
    const stores = storesWith({ branch });
    stores.cart.load('innenstadt', NOW);
    stores.cart.addItem(item(bread, 2));

    expect(stores.cart.price(NOW).pricing.totalGross).toBe(9);
    expect(stores.cart.itemCount).toBe(1);

    stores.cart.setDeliveryMethod('delivery');
    const priced = stores.cart.price(NOW);
    expect(priced.pricing.deliveryGross).toBe(3.5);
    expect(priced.minimumOrder).toEqual({ minimum: 15, missing: 6 });
    expect(stores.cart.itemInputs()).toEqual([
      { product: 10, amount: 2, unit: 'piece', parts: [] },
    ]);
  });
});
