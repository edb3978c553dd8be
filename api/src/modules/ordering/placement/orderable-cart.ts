import {
  branchCatalog,
  findOrderableProduct,
  type CartItemInput,
  type Category,
  type Id,
  type Product,
} from '@bestellwerk/domain';
import { In, type EntityManager } from 'typeorm';
import { toCategory, toMenu, toProduct } from '../../catalog/catalog.mapper.js';
import { CategoryEntity } from '../../catalog/entities/category.entity.js';
import { MenuEntity } from '../../catalog/entities/menu.entity.js';
import { ProductEntity } from '../../catalog/entities/product.entity.js';

/**
 * The products of the cart that can be ordered now: in the branch's active menu, in an
 * available category, enabled and scheduled. Only the cart's products are loaded.
 */
export async function orderableProducts(
  manager: EntityManager,
  branchId: Id,
  items: CartItemInput[],
  now: Date,
  timeZone: string,
): Promise<Map<Id, Product>> {
  const menus = (
    await manager
      .getRepository(MenuEntity)
      .createQueryBuilder('menu')
      .leftJoinAndSelect('menu.branches', 'branch')
      .innerJoin('menu.branches', 'assigned', 'assigned.id = :branchId', { branchId })
      .getMany()
  ).map(toMenu);
  const wanted = new Set(items.map((item) => item.product));
  const categoryIds = new Set<Id>();
  const productIds = new Set<Id>();
  for (const menu of menus)
    for (const category of menu.catalog)
      for (const entry of category.products)
        if (wanted.has(entry.id)) {
          categoryIds.add(category.id);
          productIds.add(entry.id);
        }
  const found = new Map<Id, Product>();
  if (productIds.size === 0) return found;
  const [categories, products] = await Promise.all([
    manager.find(CategoryEntity, { where: { id: In([...categoryIds]) } }),
    manager.find(ProductEntity, { where: { id: In([...productIds]) } }),
  ]);
  const categoryMap = new Map<Id, Category>(categories.map((c) => [c.id, toCategory(c)]));
  const productMap = new Map<Id, Product>(products.map((p) => [p.id, toProduct(p)]));
  const catalog = branchCatalog(menus, branchId, categoryMap, productMap, now, timeZone);
  if (!catalog) return found;
  for (const id of wanted) {
    const product = findOrderableProduct(catalog.categories, id);
    if (product) found.set(id, product);
  }
  return found;
}
