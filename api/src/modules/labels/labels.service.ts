import { Injectable } from '@nestjs/common';
import {
  LABEL_LAYOUT_NAMES,
  labelRequestErrors,
  type LabelLayout,
  type LabelProduct,
} from '@bestellwerk/domain';
import { DataSource } from 'typeorm';
import { ReferenceResolver } from '../../common/crud/reference-resolver.js';
import { ValidationFailedError } from '../../common/errors/app-errors.js';
import { ProductEntity } from '../catalog/entities/product.entity.js';
import type { LabelsInput } from './dto/labels.input.js';
import { renderLabelsPdf } from './labels-pdf.js';

/** A finished label sheet: the PDF and a file name for the download. */
export interface LabelSheet {
  pdf: Uint8Array;
  fileName: string;
}

/** Price labels of products as a PDF (backend.md §3 "Label layouts"). */
@Injectable()
export class LabelsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The labels of the given products, each `copies` times, in the given order. Answers a
   * German 400 at the field for an unknown layout, no products, an unknown product id or more
   * than 500 labels; nothing is stored.
   */
  async render(input: LabelsInput): Promise<LabelSheet> {
    const copies = input.copies ?? 1;
    const errors = labelRequestErrors({
      layout: input.layout,
      productCount: input.products.length,
      copies,
    });
    if (errors.length) throw new ValidationFailedError(errors);
    const layout = input.layout as LabelLayout;
    const found = await new ReferenceResolver(this.dataSource.manager).many(
      ProductEntity,
      input.products,
      'products',
      'Produkt',
    );
    const byId = new Map(found.map((product) => [product.id, product]));
    const products: LabelProduct[] = input.products.flatMap(({ id }) =>
      Array.from({ length: copies }, () => byId.get(id) as ProductEntity),
    );
    const title = `Etiketten ${LABEL_LAYOUT_NAMES[layout]}`;
    return {
      pdf: await renderLabelsPdf(layout, products, title),
      fileName: `etiketten-${layout}.pdf`,
    };
  }
}
