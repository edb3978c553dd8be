import { CategoryEntity } from './entities/category.entity.js';
import { MenuEntity } from './entities/menu.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { TagEntity } from './entities/tag.entity.js';

/** Menus, categories, tags and products. */
export const CATALOG_ENTITIES = [TagEntity, CategoryEntity, ProductEntity, MenuEntity];
