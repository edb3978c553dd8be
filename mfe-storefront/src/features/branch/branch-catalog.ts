import type { Category, Id, Menu, Product } from '@bestellwerk/domain';

export interface CatalogGroup {
  category: Category;
  products: Product[];
}

/**
 * The menu a branch offers at `now`: of its menus, the latest already available.
 * A stand-in until packages/domain provides the menu rules (schedules, availability).
 */
export function currentMenu(menus: Menu[], branchId: Id, now: Date): Menu | undefined {
  return menus
    .filter(
      (menu) => menu.branches.includes(branchId) && Date.parse(menu.availableFrom) <= now.getTime(),
    )
    .sort((a, b) => Date.parse(b.availableFrom) - Date.parse(a.availableFrom))[0];
}

/** The enabled categories of a menu with their enabled products, in menu order. */
export function catalogGroups(
  menu: Menu,
  categories: { get(id: Id): Category | undefined },
  products: { get(id: Id): Product | undefined },
): CatalogGroup[] {
  return menu.catalog.flatMap((entry) => {
    const category = categories.get(entry.id);
    if (!category?.isEnabled) return [];
    const groupProducts = entry.products
      .filter((item) => item.isEnabled)
      .map((item) => products.get(item.id))
      .filter((product): product is Product => !!product?.isEnabled);
    return [{ category, products: groupProducts }];
  });
}
