import { productRuleErrors } from '@bestellwerk/domain';
// Demo catalogue: categories, products (bundles after their parts) and menus.
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { resolveMenuCatalog } from '../../modules/catalog/menu-catalog.js';
import { CategoryEntity } from '../../modules/catalog/entities/category.entity.js';
import { MenuEntity } from '../../modules/catalog/entities/menu.entity.js';
import { ProductEntity } from '../../modules/catalog/entities/product.entity.js';
import type { SeedProduct } from './demo/index.js';
import { throwIfInvalid, type SeedContext } from './seed-registry.js';

/** Stores the categories with their banner images. */
export async function seedCategories({ manager, data, keys, images }: SeedContext): Promise<void> {
  const saved = await manager.save(
    data.categories.map(({ key, schedule, ...category }) =>
      Object.assign(new CategoryEntity(), category, {
        schedule: structuredClone(schedule),
        image: images.category(key),
      }),
    ),
  );
  keys.categories.addAll(data.categories, saved);
}

/** A product entity for a seed product with its picture; bundle parts must be stored already. */
function toProductEntity(
  { key, bundleProducts, ...product }: SeedProduct,
  context: SeedContext,
  typeOf: Map<string, SeedProduct['type']>,
): ProductEntity {
  const parts = context.keys.products.refs(bundleProducts);
  const images = context.images.product(key);
  const entity = Object.assign(new ProductEntity(), structuredClone(product), {
    images,
    imageOrder: images.map((image) => image.id),
    bundleProducts: parts,
    bundleProductOrder: parts.map((part) => part.id),
  });
  // The cross-field rules the product resource enforces on every write.
  const partTypes = bundleProducts.map((key, index) => ({
    id: parts[index].id,
    type: typeOf.get(key) ?? 'normal',
  }));
  throwIfInvalid(
    productRuleErrors({ ...entity, bundleProducts: partTypes }),
    `Produkt „${product.uid}“`,
  );
  return entity;
}

/**
 * Stores the products: first everything that is not a bundle, then the bundles with their
 * parts in the listed order (`bundleProductOrder`, as the product resource keeps it).
 */
export async function seedProducts(context: SeedContext): Promise<void> {
  const { manager, data, keys } = context;
  const typeOf = new Map(data.products.map((product) => [product.key, product.type]));
  const plain = data.products.filter((product) => product.type !== 'bundle');
  const bundles = data.products.filter((product) => product.type === 'bundle');
  for (const batch of [plain, bundles]) {
    const saved = await manager.save(
      batch.map((product) => toProductEntity(product, context, typeOf)),
    );
    keys.products.addAll(batch, saved);
  }
}

/**
 * Stores the menus with their branches; the catalogue's category and product keys become ids
 * and are checked like the menu resource checks them (existing, no repeats).
 */
export async function seedMenus({ manager, data, keys }: SeedContext): Promise<void> {
  const entities: MenuEntity[] = [];
  for (const { key, branches, catalog, availableFrom, ...menu } of data.menus) {
    const ids = catalog.map((category) => ({
      id: keys.categories.id(category.category),
      products: category.products.map((entry) => ({
        id: keys.products.id(entry.product),
        isEnabled: entry.isEnabled,
        schedule: entry.schedule,
      })),
    }));
    const resolved = await resolveMenuCatalog(ids, manager).catch((error: unknown) => {
      if (error instanceof ValidationFailedError) throwIfInvalid(error.errors, `Menü „${key}“`);
      throw error;
    });
    entities.push(
      Object.assign(new MenuEntity(), menu, {
        availableFrom: new Date(availableFrom),
        branches: keys.branches.refs(branches),
        catalog: resolved,
      }),
    );
  }
  keys.menus.addAll(data.menus, await manager.save(entities));
}
