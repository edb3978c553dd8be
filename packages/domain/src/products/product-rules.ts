import type { AlternativeUnit, ProductConfig, ProductType, UnitKey } from '../contract/catalog.js';
import type { FieldError } from '../contract/common.js';
import { canConvertUnit } from '../units/unit-conversion.js';

/** The fields of a product the cross-field rules look at, after the input was applied. */
export interface ProductRuleSubject {
  id?: number;
  type: ProductType;
  unit: UnitKey;
  defaultUnit: UnitKey | null;
  minimumQuantity: number | null;
  maximumQuantity: number | null;
  defaultQuantity: number | null;
  alternativeUnits: AlternativeUnit[];
  config: ProductConfig;
  bundleProducts: { id: number; type: ProductType }[];
}

/** German messages of the product rules (staff see them at the field). */
export const PRODUCT_RULE_MESSAGES = {
  maximumBelowMinimum: 'Die Höchstmenge darf nicht kleiner als die Mindestmenge sein.',
  defaultOutsideRange: 'Die Standardmenge muss zwischen Mindest- und Höchstmenge liegen.',
  defaultUnitUnknown:
    'Die Standardeinheit muss die Einheit des Produkts oder eine seiner alternativen Einheiten sein.',
  duplicateUnit: 'Diese Einheit ist beim Produkt bereits vorhanden.',
  otherUnitKind:
    'Eine alternative Einheit muss von derselben Art sein wie die Einheit des Produkts (z. B. kg und g).',
  selectWithoutOptions: 'Ein Auswahlfeld braucht mindestens eine Option.',
  bundleOnly: 'Nur Produkte vom Typ „bundle“ können andere Produkte enthalten.',
  bundleContainsItself: 'Ein Paket kann sich nicht selbst enthalten.',
  bundleContainsBundle: 'Ein Paket kann keine anderen Pakete enthalten.',
} as const;

const SELECT_TYPES = new Set(['select', 'multiselect']);

function rangeErrors(minimum: number | null, maximum: number | null, field: string): FieldError[] {
  return minimum !== null && maximum !== null && minimum > maximum
    ? [{ message: PRODUCT_RULE_MESSAGES.maximumBelowMinimum, field }]
    : [];
}

/**
 * The rules of a product that span several fields (DTO validation checks each field alone):
 * quantity ranges, the default unit, options of select parts and what a bundle may contain.
 * Every error names the field it belongs to.
 */
export function productRuleErrors(product: ProductRuleSubject): FieldError[] {
  const errors: FieldError[] = [];
  errors.push(...rangeErrors(product.minimumQuantity, product.maximumQuantity, 'maximumQuantity'));
  const { defaultQuantity: amount, minimumQuantity: min, maximumQuantity: max } = product;
  if (amount !== null && ((min !== null && amount < min) || (max !== null && amount > max))) {
    errors.push({ message: PRODUCT_RULE_MESSAGES.defaultOutsideRange, field: 'defaultQuantity' });
  }
  const units = new Set<UnitKey>([product.unit]);
  product.alternativeUnits.forEach((alternative, index) => {
    if (units.has(alternative.unit))
      errors.push({
        message: PRODUCT_RULE_MESSAGES.duplicateUnit,
        field: `alternativeUnits.${index}.unit`,
      });
    else if (!canConvertUnit(product.unit, alternative.unit))
      errors.push({
        message: PRODUCT_RULE_MESSAGES.otherUnitKind,
        field: `alternativeUnits.${index}.unit`,
      });
    units.add(alternative.unit);
    errors.push(
      ...rangeErrors(
        alternative.minimumQuantity,
        alternative.maximumQuantity,
        `alternativeUnits.${index}.maximumQuantity`,
      ),
    );
  });
  if (product.defaultUnit !== null && !units.has(product.defaultUnit)) {
    errors.push({ message: PRODUCT_RULE_MESSAGES.defaultUnitUnknown, field: 'defaultUnit' });
  }
  product.config.parts.forEach((part, index) => {
    if (SELECT_TYPES.has(part.type) && part.options.length === 0)
      errors.push({
        message: PRODUCT_RULE_MESSAGES.selectWithoutOptions,
        field: `config.parts.${index}.options`,
      });
  });
  if (product.bundleProducts.length > 0) {
    if (product.type !== 'bundle') {
      errors.push({ message: PRODUCT_RULE_MESSAGES.bundleOnly, field: 'bundleProducts' });
    } else if (
      product.id !== undefined &&
      product.bundleProducts.some((p) => p.id === product.id)
    ) {
      errors.push({ message: PRODUCT_RULE_MESSAGES.bundleContainsItself, field: 'bundleProducts' });
    } else if (product.bundleProducts.some((p) => p.type === 'bundle')) {
      errors.push({ message: PRODUCT_RULE_MESSAGES.bundleContainsBundle, field: 'bundleProducts' });
    }
  }
  return errors;
}
