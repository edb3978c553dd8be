import { Injectable } from '@nestjs/common';
import {
  DataSource,
  type EntitySubscriberInterface,
  type EntityManager,
  type RemoveEvent,
} from 'typeorm';
import { CategoryEntity } from './entities/category.entity.js';
import { MenuEntity } from './entities/menu.entity.js';
import { ProductEntity } from './entities/product.entity.js';

/**
 * Menus keep their catalogue as JSON, so no foreign key removes a deleted category or
 * product from it. This subscriber does, in the transaction of the delete.
 */
@Injectable()
export class MenuCatalogSubscriber implements EntitySubscriberInterface {
  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  async beforeRemove(event: RemoveEvent<unknown>): Promise<void> {
    const target = event.metadata.target;
    const id = (event.entity as { id?: number } | undefined)?.id ?? event.entityId;
    if (typeof id !== 'number') return;
    if (target === CategoryEntity) await this.prune(event.manager, (c) => (c.id === id ? null : c));
    if (target === ProductEntity)
      await this.prune(event.manager, (c) => ({
        ...c,
        products: c.products.filter((product) => product.id !== id),
      }));
  }

  private async prune(
    manager: EntityManager,
    change: (category: MenuEntity['catalog'][number]) => MenuEntity['catalog'][number] | null,
  ): Promise<void> {
    const menus = await manager.find(MenuEntity, { select: { id: true, catalog: true } });
    for (const menu of menus) {
      const catalog = menu.catalog
        .map(change)
        .filter((category): category is NonNullable<typeof category> => category !== null);
      if (JSON.stringify(catalog) !== JSON.stringify(menu.catalog))
        await manager.update(MenuEntity, { id: menu.id }, { catalog });
    }
  }
}
