import { CRUD_COLLECTIONS, productRuleErrors, takesMaxLength } from '@bestellwerk/domain';
import { randomBytes } from 'node:crypto';
import type { Category, Menu, Product, Tag } from '@bestellwerk/domain';
import type { CrudResource } from '../../common/crud/crud-resource.js';
import { stripUndefined } from '../../common/crud/strip-undefined.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { ImageEntity } from '../media/entities/image.entity.js';
import { BranchEntity } from '../organisation/entities/branch.entity.js';
import { toCategory, toMenu, toProduct, toTag } from './catalog.mapper.js';
import { CategoryInput, CategoryUpdateInput } from './dto/category.input.js';
import { MenuInput, MenuUpdateInput } from './dto/menu.input.js';
import { ProductInput, ProductUpdateInput } from './dto/product.input.js';
import { TagInput, TagUpdateInput } from './dto/tag.input.js';
import { CategoryEntity } from './entities/category.entity.js';
import { MenuEntity } from './entities/menu.entity.js';
import { ProductEntity } from './entities/product.entity.js';
import { TagEntity } from './entities/tag.entity.js';
import { resolveMenuCatalog } from './menu-catalog.js';
import { toSchedule } from './schedule.value.js';

/** A fresh article number for a product staff created without one. */
export function newProductUid(): string {
  return `P-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export const tagResource: CrudResource<TagEntity, Tag, TagInput> = {
  ...CRUD_COLLECTIONS.tags,
  schema: 'Tag',
  entity: TagEntity,
  input: TagInput,
  updateInput: TagUpdateInput,
  read: 'public',
  publicWhere: {},
  relations: { image: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  create: () => new TagEntity(),
  async apply(entity, { image, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (image !== undefined) entity.image = await refs.one(ImageEntity, image, 'image', 'Bild');
  },
  toContract: toTag,
};

export const categoryResource: CrudResource<CategoryEntity, Category, CategoryInput> = {
  ...CRUD_COLLECTIONS.categories,
  schema: 'Category',
  entity: CategoryEntity,
  input: CategoryInput,
  updateInput: CategoryUpdateInput,
  read: 'public',
  publicWhere: { isEnabled: true },
  relations: { image: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  create: () => new CategoryEntity(),
  async apply(entity, { image, schedule, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (schedule !== undefined) entity.schedule = toSchedule(schedule);
    if (image !== undefined) entity.image = await refs.one(ImageEntity, image, 'image', 'Bild');
  },
  toContract: toCategory,
};

export const productResource: CrudResource<ProductEntity, Product, ProductInput> = {
  ...CRUD_COLLECTIONS.products,
  schema: 'Product',
  entity: ProductEntity,
  input: ProductInput,
  updateInput: ProductUpdateInput,
  read: 'public',
  publicWhere: { isEnabled: true },
  relations: { images: true, bundleProducts: true },
  defaultOrder: { name: 'ASC', id: 'ASC' },
  unique: [
    {
      field: 'uid',
      message: 'Diese Artikelnummer wird bereits von einem anderen Produkt verwendet.',
    },
  ],
  create: () =>
    Object.assign(new ProductEntity(), {
      uid: newProductUid(),
      allergenNote: '',
      type: 'normal',
      unit: 'piece',
      minimumQuantity: null,
      maximumQuantity: null,
      quantityStepSize: null,
      defaultQuantity: null,
      defaultUnit: null,
      images: [],
      bundleProducts: [],
    }),
  async apply(
    entity,
    { images, bundleProducts, config, alternativeUnits, schedule, ...input },
    refs,
  ) {
    Object.assign(entity, stripUndefined(input));
    if (schedule !== undefined) entity.schedule = toSchedule(schedule);
    if (alternativeUnits) {
      entity.alternativeUnits = alternativeUnits.map((alternative) => ({
        unit: alternative.unit,
        ratio: alternative.ratio,
        calculationModel: alternative.calculationModel,
        minimumQuantity: alternative.minimumQuantity ?? null,
        maximumQuantity: alternative.maximumQuantity ?? null,
        quantityStepSize: alternative.quantityStepSize ?? null,
      }));
    }
    if (config) {
      entity.config = {
        parts: config.parts.map((part) => ({
          name: part.name,
          description: part.description ?? '',
          type: part.type,
          optional: part.optional ?? false,
          options: (part.options ?? []).map(({ name, modifier, value }) => ({
            name,
            modifier,
            value,
          })),
          // Only text parts keep a limit; a type changed away from text drops it.
          ...(takesMaxLength(part.type) && typeof part.maxLength === 'number'
            ? { maxLength: part.maxLength }
            : {}),
        })),
      };
    }
    if (images) {
      entity.images = await refs.many(ImageEntity, images, 'images', 'Bild');
      entity.imageOrder = entity.images.map((image) => image.id);
    }
    if (bundleProducts) {
      entity.bundleProducts = await refs.many(
        ProductEntity,
        bundleProducts,
        'bundleProducts',
        'Produkt',
      );
      entity.bundleProductOrder = entity.bundleProducts.map((product) => product.id);
    } else if (entity.type !== 'bundle' && entity.bundleProducts?.length) {
      // A bundle turned into another type keeps no parts.
      entity.bundleProducts = [];
      entity.bundleProductOrder = [];
    }
    const errors = productRuleErrors({ ...entity, bundleProducts: entity.bundleProducts ?? [] });
    if (errors.length) throw new ValidationFailedError(errors);
  },
  toContract: toProduct,
};

export const menuResource: CrudResource<MenuEntity, Menu, MenuInput> = {
  ...CRUD_COLLECTIONS.menus,
  schema: 'Menu',
  entity: MenuEntity,
  input: MenuInput,
  updateInput: MenuUpdateInput,
  read: 'public',
  publicWhere: {},
  relations: { branches: true },
  defaultOrder: { availableFrom: 'DESC', id: 'DESC' },
  create: () => Object.assign(new MenuEntity(), { branches: [] }),
  async apply(entity, { branches, catalog, availableFrom, ...input }, refs) {
    Object.assign(entity, stripUndefined(input));
    if (availableFrom !== undefined) entity.availableFrom = new Date(availableFrom);
    if (branches) entity.branches = await refs.many(BranchEntity, branches, 'branches', 'Filiale');
    if (catalog) entity.catalog = await resolveMenuCatalog(catalog, refs.manager);
  },
  toContract: toMenu,
};
