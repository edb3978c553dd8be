import type { MenuCatalogCategory, MenuCatalogProduct } from '../contract/catalog.js';
import type { Id } from '../contract/common.js';
import { moveEntry, removeEntry } from '../editor/editor-collection.js';

// Changes to a menu's catalogue as the backoffice makes them: every function answers a new
// catalogue (the old one is left as it was); indexes out of range change nothing.

const withCategory = (
  catalog: readonly MenuCatalogCategory[],
  index: number,
  change: (category: MenuCatalogCategory) => MenuCatalogCategory,
): MenuCatalogCategory[] =>
  catalog.map((category, i) => (i === index ? change(category) : category));

/** Appends the category with no products; a category already in the catalogue is not added twice. */
export function addMenuCategory(
  catalog: readonly MenuCatalogCategory[],
  id: Id,
): MenuCatalogCategory[] {
  if (catalog.some((category) => category.id === id)) return [...catalog];
  return [...catalog, { id, products: [] }];
}

/** The catalogue without the category at `index` (and its products). */
export function removeMenuCategory(
  catalog: readonly MenuCatalogCategory[],
  index: number,
): MenuCatalogCategory[] {
  return [...removeEntry(catalog, index)];
}

/** The catalogue with the category at `from` moved to position `to`. */
export function moveMenuCategory(
  catalog: readonly MenuCatalogCategory[],
  from: number,
  to: number,
): MenuCatalogCategory[] {
  return [...moveEntry(catalog, from, to)];
}

/**
 * Appends the product to the category at `index`, enabled and always available; a product the
 * category already holds is not added twice.
 */
export function addMenuProduct(
  catalog: readonly MenuCatalogCategory[],
  index: number,
  id: Id,
): MenuCatalogCategory[] {
  return withCategory(catalog, index, (category) =>
    category.products.some((product) => product.id === id)
      ? category
      : { ...category, products: [...category.products, { id, isEnabled: true, schedule: null }] },
  );
}

/** The catalogue without the product at `productIndex` of the category at `index`. */
export function removeMenuProduct(
  catalog: readonly MenuCatalogCategory[],
  index: number,
  productIndex: number,
): MenuCatalogCategory[] {
  return withCategory(catalog, index, (category) => ({
    ...category,
    products: [...removeEntry(category.products, productIndex)],
  }));
}

/** The catalogue with a product of the category at `index` moved from `from` to `to`. */
export function moveMenuProduct(
  catalog: readonly MenuCatalogCategory[],
  index: number,
  from: number,
  to: number,
): MenuCatalogCategory[] {
  return withCategory(catalog, index, (category) => ({
    ...category,
    products: [...moveEntry(category.products, from, to)],
  }));
}

/** The catalogue with the enable flag or schedule of one product entry changed. */
export function updateMenuProduct(
  catalog: readonly MenuCatalogCategory[],
  index: number,
  productIndex: number,
  change: Partial<Pick<MenuCatalogProduct, 'isEnabled' | 'schedule'>>,
): MenuCatalogCategory[] {
  return withCategory(catalog, index, (category) => ({
    ...category,
    products: category.products.map((product, i) =>
      i === productIndex ? { ...product, ...change } : product,
    ),
  }));
}
