import type { Product } from '../contract/catalog.js';
import { makeProduct } from '../testing/contract-fixtures.js';
import { migrateCart } from './cart-migration.js';
import { emptyCart, type CartState } from './cart-state.js';

const semmel = makeProduct({ id: 1, name: 'Semmel', description: 'Knusprig', price: 0.55 });
const item = (product: Product) => ({ product, amount: 1, unit: 'piece' as const, parts: [] });

describe('migrateCart', () => {
  it.each<[string, Partial<Product>, boolean]>([
    ['the same product', {}, true],
    ['changed images and taxes only', { images: [], tax: 20 }, true],
    ['the same price as a different float', { price: 0.1 + 0.45 }, true],
    ['another id', { id: 2 }, false],
    ['another name', { name: 'Kaisersemmel' }, false],
    ['another description', { description: 'Weich' }, false],
    ['another price', { price: 0.6 }, false],
  ])('%s → kept %p', (_name, changes, kept) => {
    const active = { ...semmel, ...changes };
    const cart: CartState = { ...emptyCart(), items: [item(semmel)] };
    const migrated = migrateCart(cart, [active], []);
    expect(migrated.items).toEqual(kept ? [item(active)] : []);
    expect(cart.items[0].product).toBe(semmel);
  });

  it('keeps matching items in order and drops the others', () => {
    const brot = makeProduct({ id: 2, name: 'Brot' });
    const gone = makeProduct({ id: 3, name: 'Weg' });
    const cart: CartState = { ...emptyCart(), items: [item(brot), item(gone), item(semmel)] };
    expect(migrateCart(cart, [semmel, brot], []).items.map((i) => i.product.id)).toEqual([2, 1]);
  });

  it.each<[string, number | null, number[], number | null]>([
    ['preselects the first area when none is set', null, [5, 6], 5],
    ['keeps a chosen area', 6, [5, 6], 6],
    ['replaces an area that no longer exists', 9, [5, 6], 5],
    ['stays empty without areas', null, [], null],
    ['clears a stale area without areas', 9, [], null],
  ])('%s', (_name, current, areas, expected) => {
    const cart: CartState = { ...emptyCart(), deliveryArea: current };
    expect(
      migrateCart(
        cart,
        [],
        areas.map((id) => ({ id })),
      ).deliveryArea,
    ).toBe(expected);
    expect(cart.deliveryArea).toBe(current);
  });
});
