import type { FieldError } from '../contract/index.js';
import { LABEL_LAYOUTS, LABEL_MAX_COUNT, type LabelLayout } from './label-grid.js';

export const LABEL_MESSAGES = {
  layout: 'Bitte wählen Sie das Etikettenformat „compact“ (12 × 4) oder „detail“ (5 × 2).',
  noProducts: 'Bitte wählen Sie mindestens ein Produkt.',
  tooMany: (count: number) =>
    `Höchstens ${LABEL_MAX_COUNT} Etiketten pro PDF; gewählt sind ${count}.`,
} as const;

/** What a label request asks for, before the products are looked up. */
export interface LabelRequest {
  layout: unknown;
  productCount: number;
  copies: number;
}

export function isLabelLayout(value: unknown): value is LabelLayout {
  return (LABEL_LAYOUTS as readonly unknown[]).includes(value);
}

/**
 * The German errors of a label request, at their fields: a known layout, at least one
 * product, and at most LABEL_MAX_COUNT labels (products × copies; too many copies are blamed
 * on `copies`, too many products on `products`).
 */
export function labelRequestErrors({ layout, productCount, copies }: LabelRequest): FieldError[] {
  const errors: FieldError[] = [];
  if (!isLabelLayout(layout)) errors.push({ message: LABEL_MESSAGES.layout, field: 'layout' });
  if (productCount === 0) errors.push({ message: LABEL_MESSAGES.noProducts, field: 'products' });
  const count = productCount * copies;
  if (count > LABEL_MAX_COUNT) {
    errors.push({
      message: LABEL_MESSAGES.tooMany(count),
      field: copies > 1 ? 'copies' : 'products',
    });
  }
  return errors;
}
