import type { Category, Product } from '../contract/catalog.js';

/** A group of the branch page as the category bar reads it. */
export interface CategoryBarGroup {
  category: Pick<Category, 'id' | 'name'>;
  products: readonly { product: Pick<Product, 'type'> }[];
}

/**
 * The categories the category bar links to (storefront.md §2: bundle products are excluded
 * from the bar): the groups that show at least one product that is not a bundle, in page order.
 */
export function categoryBarCategories<T extends CategoryBarGroup>(groups: readonly T[]): T[] {
  return groups.filter((group) => group.products.some(({ product }) => product.type !== 'bundle'));
}
