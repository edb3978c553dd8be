import type { Category, Menu, Product, Tag } from '@bestellwerk/domain';
import { toImage, toImageOrNull } from '../media/image.mapper.js';
import { inImageOrder } from '../organisation/branch.mapper.js';
import type { CategoryEntity } from './entities/category.entity.js';
import type { MenuEntity } from './entities/menu.entity.js';
import type { ProductEntity } from './entities/product.entity.js';
import type { TagEntity } from './entities/tag.entity.js';

/** The public shape of a tag. */
export function toTag(entity: TagEntity): Tag {
  return { id: entity.id, name: entity.name, image: toImageOrNull(entity.image) };
}

/** The public shape of a category. */
export function toCategory(entity: CategoryEntity): Category {
  return {
    id: entity.id,
    name: entity.name,
    description: entity.description ?? '',
    image: toImageOrNull(entity.image),
    isEnabled: entity.isEnabled,
    schedule: entity.schedule,
    isVisibleWhenUnavailable: entity.isVisibleWhenUnavailable,
  };
}

/** The public shape of a product; bundle parts as ids in the order staff arranged them. */
export function toProduct(entity: ProductEntity): Product {
  return {
    id: entity.id,
    uid: entity.uid,
    name: entity.name,
    description: entity.description ?? '',
    allergens: entity.allergens,
    allergenNote: entity.allergenNote,
    type: entity.type,
    price: entity.price,
    unit: entity.unit,
    alternativeUnits: entity.alternativeUnits,
    minimumQuantity: entity.minimumQuantity,
    maximumQuantity: entity.maximumQuantity,
    quantityStepSize: entity.quantityStepSize,
    defaultQuantity: entity.defaultQuantity,
    defaultUnit: entity.defaultUnit,
    calculationModel: entity.calculationModel,
    tax: entity.tax,
    takeawayTax: entity.takeawayTax,
    dineInTax: entity.dineInTax,
    images: inImageOrder(entity.images ?? [], entity.imageOrder).map(toImage),
    isPriceHidden: entity.isPriceHidden,
    isEnabled: entity.isEnabled,
    schedule: entity.schedule,
    isStepByStep: entity.isStepByStep,
    isLeadTimeEnabled: entity.isLeadTimeEnabled,
    leadTimeType: entity.leadTimeType,
    leadTimeValue: entity.leadTimeValue,
    bundleProducts: inImageOrder(entity.bundleProducts ?? [], entity.bundleProductOrder).map(
      (product) => ({ id: product.id }),
    ),
    config: entity.config,
  };
}

/** The public shape of a menu: branch ids ascending, the catalogue as stored. */
export function toMenu(entity: MenuEntity): Menu {
  return {
    id: entity.id,
    name: entity.name,
    availableFrom: entity.availableFrom.toISOString(),
    branches: (entity.branches ?? []).map((branch) => branch.id).sort((a, b) => a - b),
    catalog: entity.catalog,
  };
}
