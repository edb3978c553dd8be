import { TagEntity } from './entities/tag.entity.js';

/** Menus, categories, tags and products. */
export const CATALOG_ENTITIES = [TagEntity];
