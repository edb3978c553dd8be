import type { AllergenCode, Product } from '../contract/catalog.js';
import { formatEuro } from '../format/money-format.js';
import { itemCalculationModel, itemPricePrefix } from '../pricing/calculation-models.js';
import { ALLERGEN_LABELS } from '../products/catalog-labels.js';
import { UNIT_TABLE, unitShortName } from '../units/unit-table.js';
import type { LabelLayout } from './label-grid.js';

/** What a label needs of a product (the stored description may be null). */
export type LabelProduct = Pick<
  Product,
  | 'name'
  | 'price'
  | 'unit'
  | 'alternativeUnits'
  | 'calculationModel'
  | 'isPriceHidden'
  | 'allergens'
> & { description: string | null };

/** One text block of a label: set at `size` points, on at most `maxLines` lines. */
export interface LabelBlock {
  text: string;
  size: number;
  bold: boolean;
  maxLines: number;
}

/**
 * The price as the storefront's product card shows it: prefix of the calculation model ('ca.',
 * 'ab'), the amount, and the unit unless it is a piece: `ca. 6,80 € / kg`, `3,90 €`.
 */
export function labelPriceText(product: LabelProduct): string {
  const prefix = itemPricePrefix(
    itemCalculationModel(product, product.unit),
    product.isPriceHidden,
  );
  const unit = product.unit === 'piece' ? '' : ` / ${unitShortName(product.unit)}`;
  return `${[prefix, formatEuro(product.price)].filter(Boolean).join(' ')}${unit}`;
}

/** The unit a measured price is compared by (Grundpreis): per kg, l, m, m², m³. */
const BASE_UNITS = { weight: 'kg', volume: 'l', length: 'm', area: 'm2', cubic: 'm3' } as const;

/**
 * The unit line of a detail label: the base price per kg, l, m, m² or m³ when the product is
 * sold in a smaller or larger unit (`Grundpreis: 18,90 € / kg`), else what the price is for
 * (`Preis je Stk.`, `Preis je kg`).
 */
export function labelUnitText(product: LabelProduct): string {
  const unit = UNIT_TABLE[product.unit];
  const base = BASE_UNITS[unit.kind as keyof typeof BASE_UNITS];
  if (!base || base === product.unit) return `Preis je ${unit.shortName}`;
  const perBase = (product.price * UNIT_TABLE[base].factor) / unit.factor;
  return `Grundpreis: ${formatEuro(perBase)} / ${unitShortName(base)}`;
}

/** `Allergene: A Glutenhaltiges Getreide, G Milch und Laktose`; empty without allergens. */
export function labelAllergenText(allergens: readonly AllergenCode[]): string {
  if (allergens.length === 0) return '';
  const named = allergens.map((code) => `${code} ${ALLERGEN_LABELS[code] ?? ''}`.trim());
  return `Allergene: ${named.join(', ')}`;
}

/**
 * The text blocks of a label, top to bottom. Compact: name and price. Detail: name, price,
 * unit or base price, allergens and the short description. Empty blocks are left out.
 */
export function labelBlocks(layout: LabelLayout, product: LabelProduct): LabelBlock[] {
  const name = product.name.trim();
  const price = labelPriceText(product);
  const blocks: LabelBlock[] =
    layout === 'compact'
      ? [
          { text: name, size: 9, bold: true, maxLines: 2 },
          { text: price, size: 11, bold: true, maxLines: 1 },
        ]
      : [
          { text: name, size: 13, bold: true, maxLines: 2 },
          { text: price, size: 16, bold: true, maxLines: 1 },
          { text: labelUnitText(product), size: 8, bold: false, maxLines: 1 },
          { text: labelAllergenText(product.allergens), size: 8, bold: false, maxLines: 2 },
          { text: (product.description ?? '').trim(), size: 9, bold: false, maxLines: 3 },
        ];
  return blocks.filter((block) => block.text !== '');
}
