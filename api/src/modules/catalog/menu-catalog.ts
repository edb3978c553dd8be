import type { FieldError, MenuCatalogCategory } from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import type { MenuCatalogCategoryInput } from './dto/menu.input.js';
import { CategoryEntity } from './entities/category.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { toSchedule } from './schedule.value.js';

async function existingIds(
  manager: EntityManager,
  target: typeof CategoryEntity | typeof ProductEntity,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await manager.find(target, {
    select: { id: true },
    where: { id: In([...new Set(ids)]) },
  });
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks a menu's catalogue against the database with one query per kind (categories,
 * products) and returns it as plain JSON. Missing or repeated entries are a German 400 at the
 * entry's field (`catalog.2.products.0.id`).
 */
export async function resolveMenuCatalog(
  catalog: MenuCatalogCategoryInput[],
  manager: EntityManager,
): Promise<MenuCatalogCategory[]> {
  const categoryIds = catalog.map((category) => category.id);
  const productIds = catalog.flatMap((category) => category.products.map((p) => p.id));
  const categories = await existingIds(manager, CategoryEntity, categoryIds);
  const products = await existingIds(manager, ProductEntity, productIds);
  const errors: FieldError[] = [];
  const seenCategories = new Set<number>();
  catalog.forEach((category, c) => {
    const field = `catalog.${c}.id`;
    if (!categories.has(category.id))
      errors.push({ message: `Kategorie mit der ID ${category.id} existiert nicht.`, field });
    else if (seenCategories.has(category.id))
      errors.push({ message: 'Diese Kategorie ist im Katalog bereits enthalten.', field });
    seenCategories.add(category.id);
    const seenProducts = new Set<number>();
    category.products.forEach((product, p) => {
      const field = `catalog.${c}.products.${p}.id`;
      if (!products.has(product.id))
        errors.push({ message: `Produkt mit der ID ${product.id} existiert nicht.`, field });
      else if (seenProducts.has(product.id))
        errors.push({ message: 'Dieses Produkt ist in der Kategorie bereits enthalten.', field });
      seenProducts.add(product.id);
    });
  });
  if (errors.length) throw new ValidationFailedError(errors);
  return catalog.map((category) => ({
    id: category.id,
    products: category.products.map((product) => ({
      id: product.id,
      isEnabled: product.isEnabled,
      schedule: toSchedule(product.schedule),
    })),
  }));
}
