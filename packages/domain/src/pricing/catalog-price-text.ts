import type { Product } from '../contract/catalog.js';
import { formatEuro } from '../format/money-format.js';
import { unitShortName } from '../units/unit-table.js';
import { itemCalculationModel, itemPricePrefix } from './calculation-models.js';

/**
 * A product's price as the storefront's cards and the TV menu boards show it:
 * "ca. 6,80 € / kg", "ab 180,00 €", "4,50 €".
 */
export function catalogPriceText(product: Product): string {
  const prefix = itemPricePrefix(
    itemCalculationModel(product, product.unit),
    product.isPriceHidden,
  );
  const unit = product.unit === 'piece' ? '' : ` / ${unitShortName(product.unit)}`;
  return `${[prefix, formatEuro(product.price)].filter(Boolean).join(' ')}${unit}`;
}
