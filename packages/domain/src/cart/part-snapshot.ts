import type { Product } from '../contract/catalog.js';
import type { CartPartValue, OrderItemPart } from '../contract/ordering.js';
import { chosenOptions } from '../pricing/price-modifiers.js';
import { isUploadPart } from './upload-rules.js';

function uploadIds(value: CartPartValue): number[] {
  const ids = Array.isArray(value) ? value : [value];
  return ids.filter((id): id is number => typeof id === 'number');
}

/**
 * The chosen parts of an item as the order keeps them: for each filled part of a configurable
 * product, in part order, its name and type with the chosen option names (option order), the
 * entered text (trimmed), or the upload ids (as text in `values`, as ids in `uploads`). Empty
 * parts and the parts of other product types are left out.
 */
export function orderItemParts(
  product: Pick<Product, 'type' | 'config'>,
  values: readonly CartPartValue[],
): OrderItemPart[] {
  if (product.type !== 'configurable') return [];
  return product.config.parts.flatMap((part, index): OrderItemPart[] => {
    const value = values[index] ?? null;
    const snapshot = { name: part.name, type: part.type };
    if (part.type === 'select' || part.type === 'multiselect') {
      const names = chosenOptions(part, value).map((option) => option.name);
      return names.length === 0 ? [] : [{ ...snapshot, values: names, uploads: [] }];
    }
    if (isUploadPart(part.type)) {
      const uploads = uploadIds(value);
      return uploads.length === 0 ? [] : [{ ...snapshot, values: uploads.map(String), uploads }];
    }
    const text = typeof value === 'string' ? value.trim() : '';
    return text === '' ? [] : [{ ...snapshot, values: [text], uploads: [] }];
  });
}
