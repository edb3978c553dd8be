import { Injectable } from '@nestjs/common';
import { recordNotFound, type Product } from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-errors.js';
import { toProduct } from './catalog.mapper.js';
import { newProductUid } from './catalog.resources.js';
import { ProductEntity } from './entities/product.entity.js';

/** Appended to the name of a copy. */
export const COPY_SUFFIX = ' (Kopie)';

/** The name of a copy: '{name} (Kopie)', the original shortened so it fits the column. */
export function copyName(name: string, maxLength = 255): string {
  return `${name.slice(0, maxLength - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** Copies products for staff to adapt: the shop does not show a copy until it is enabled. */
@Injectable()
export class ProductDuplicateService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Stores a copy of the product with every field, image, unit, tax, part and bundle part, named
   * '{name} (Kopie)' with a fresh article number and disabled. 404 when the product is missing.
   */
  async duplicate(id: number): Promise<Product> {
    const products = this.dataSource.getRepository(ProductEntity);
    const original = await products.findOne({
      where: { id },
      relations: { images: true, bundleProducts: true },
    });
    if (!original) throw new NotFoundError(recordNotFound('products'));
    const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = original;
    const copy = products.create({
      ...structuredClone({ ...fields, images: [], bundleProducts: [] }),
      images: original.images,
      bundleProducts: original.bundleProducts,
      uid: newProductUid(),
      name: copyName(original.name),
      isEnabled: false,
    });
    const saved = await products.save(copy);
    return toProduct(saved);
  }
}
