import type { Category, Product } from '../contract/catalog.js';
import type { Id } from '../contract/common.js';
import type { SignageCatalog, SignageUnavailableMode } from '../contract/signage.js';
import { branchCatalog } from '../time/visible-catalog.js';
import { DEFAULT_TIME_ZONE } from '../time/time-zone.js';

/** A product row of a menu board: dimmed ("ausverkauft") when it cannot be ordered now. */
export interface SignageMenuItem {
  product: Product;
  isOrderable: boolean;
}

/** A category of a menu board with its rows. */
export interface SignageMenuGroup {
  category: Category;
  items: SignageMenuItem[];
}

/** What of a menu segment's settings choose its rows. */
export interface SignageMenuChoice {
  /** Category ids in display order; empty: every category of the active menu in menu order. */
  categories: readonly Id[];
  unavailable: SignageUnavailableMode;
}

/**
 * The categories and products a menu board shows at `now`: the branch's active menu as the
 * storefront computes it (`branchCatalog`), limited to and ordered by the chosen categories.
 * With `dim` a product that cannot be ordered now (disabled, out of schedule, its category
 * out of schedule) stays as a dimmed row even where the shop would leave it out, since the
 * admin chose the category for the board; a disabled category still follows its own
 * "visible when unavailable" flag. With `hide` only orderable products are shown. Categories
 * without rows are dropped; no branch or no active menu shows nothing.
 */
export function signageMenuGroups(
  catalog: SignageCatalog,
  branchId: Id | null,
  choice: SignageMenuChoice,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): SignageMenuGroup[] {
  if (branchId === null) return [];
  const dim = choice.unavailable === 'dim';
  const categories = new Map(
    catalog.categories.map((category) => [
      category.id,
      dim && category.isEnabled ? { ...category, isVisibleWhenUnavailable: true } : category,
    ]),
  );
  const products = new Map(catalog.products.map((product) => [product.id, product]));
  const shown = branchCatalog(catalog.menus, branchId, categories, products, now, timeZone);
  if (!shown) return [];
  const groups = shown.categories
    .map((group) => ({
      category: catalog.categories.find((category) => category.id === group.category.id)!,
      items: group.products
        .filter((item) => dim || item.isOrderable)
        .map(({ product, isOrderable }) => ({ product, isOrderable })),
    }))
    .filter((group) => group.items.length > 0);
  if (choice.categories.length === 0) return groups;
  return choice.categories.flatMap((id) => groups.filter((group) => group.category.id === id));
}
