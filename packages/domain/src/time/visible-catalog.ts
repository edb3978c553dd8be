import type { Category, Menu, MenuCatalogProduct, Product } from '../contract/catalog.js';
import type { Id } from '../contract/common.js';
import { activeMenu } from './active-menu.js';
import { isCategoryAvailable, isProductOrderable } from './schedules.js';
import { DEFAULT_TIME_ZONE } from './time-zone.js';

/** Anything that finds an entity by id: a Map, or the client's list stores. */
export interface CatalogLookup<T> {
  get(id: Id): T | undefined;
}

/** A product as the branch page lists it, with whether it can be ordered now. */
export interface VisibleCatalogProduct {
  product: Product;
  entry: MenuCatalogProduct;
  isOrderable: boolean;
}

/** A category of the branch page with its visible products, in menu order. */
export interface VisibleCatalogCategory {
  category: Category;
  /** Enabled and scheduled now; when false the category is shown only for its flag. */
  isAvailable: boolean;
  products: VisibleCatalogProduct[];
}

/**
 * The categories and products of a menu a visitor sees at `now` (storefront.md §5), in menu order:
 * - a category is shown when it is available (enabled and scheduled) or flagged
 *   `isVisibleWhenUnavailable` (taken literally: the flag also shows a disabled category);
 * - a product is orderable when its category is available and `isProductOrderable` holds
 *   (product and catalog entry enabled, both schedules active);
 * - products have no flag of their own: they follow their category's — an orderable product is
 *   shown, an unorderable one only in a category flagged `isVisibleWhenUnavailable`;
 * - categories left without a shown product are dropped; ids missing from the lookups are
 *   skipped (deleted entities).
 */
export function visibleMenuCatalog(
  menu: Menu,
  categories: CatalogLookup<Category>,
  products: CatalogLookup<Product>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): VisibleCatalogCategory[] {
  const shown: VisibleCatalogCategory[] = [];
  for (const catalogCategory of menu.catalog) {
    const category = categories.get(catalogCategory.id);
    if (!category) continue;
    const isAvailable = isCategoryAvailable(category, now, timeZone);
    if (!isAvailable && !category.isVisibleWhenUnavailable) continue;
    const visibleProducts: VisibleCatalogProduct[] = [];
    for (const entry of catalogCategory.products) {
      const product = products.get(entry.id);
      if (!product) continue;
      const isOrderable = isAvailable && isProductOrderable(product, entry, now, timeZone);
      if (isOrderable || category.isVisibleWhenUnavailable)
        visibleProducts.push({ product, entry, isOrderable });
    }
    if (visibleProducts.length > 0)
      shown.push({ category, isAvailable, products: visibleProducts });
  }
  return shown;
}

/** The active menu of a branch and what a visitor sees of it at `now`; null without an active menu. */
export function branchCatalog(
  menus: readonly Menu[],
  branchId: Id,
  categories: CatalogLookup<Category>,
  products: CatalogLookup<Product>,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { menu: Menu; categories: VisibleCatalogCategory[] } | null {
  const menu = activeMenu(menus, branchId, now);
  return menu
    ? { menu, categories: visibleMenuCatalog(menu, categories, products, now, timeZone) }
    : null;
}

/**
 * The product with this id if it can be ordered from the visible catalog (in any of its
 * categories), for the API's check of ordered items; undefined otherwise.
 */
export function findOrderableProduct(
  catalog: readonly VisibleCatalogCategory[],
  productId: Id,
): Product | undefined {
  for (const group of catalog) {
    const found = group.products.find((item) => item.isOrderable && item.product.id === productId);
    if (found) return found.product;
  }
  return undefined;
}
