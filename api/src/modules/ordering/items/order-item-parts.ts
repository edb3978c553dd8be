import {
  isUploadPart,
  type CartPartValue,
  type OrderItemPart,
  type Product,
} from '@bestellwerk/domain';

/**
 * The cart's part values that give an item's stored part snapshot again with the product as it
 * is now: options by name, texts as they were, uploads by id, each matched to the product's
 * part of the same name and type. What no longer matches (a renamed option, a removed part)
 * stays empty, so the domain's part rules report it if the part is required.
 */
export function cartPartsOfSnapshot(
  product: Pick<Product, 'type' | 'config'>,
  snapshot: readonly OrderItemPart[],
): CartPartValue[] {
  if (product.type !== 'configurable') return [];
  const unused = [...snapshot];
  return product.config.parts.map((part): CartPartValue => {
    const index = unused.findIndex((taken) => taken.name === part.name && taken.type === part.type);
    if (index === -1) return null;
    const [taken] = unused.splice(index, 1);
    const optionIndexes = taken.values
      .map((name) => part.options.findIndex((option) => option.name === name))
      .filter((found) => found !== -1);
    if (part.type === 'select') return optionIndexes[0] ?? null;
    if (part.type === 'multiselect') return optionIndexes;
    if (isUploadPart(part.type)) {
      if (part.type === 'image' || part.type === 'file') return taken.uploads[0] ?? null;
      return [...taken.uploads];
    }
    return taken.values[0] ?? null;
  });
}
