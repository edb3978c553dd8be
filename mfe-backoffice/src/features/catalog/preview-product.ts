import {
  CALCULATION_MODELS,
  PRODUCT_TYPES,
  UNIT_KEYS,
  type AlternativeUnit,
  type EditorValues,
  type Product,
} from '@bestellwerk/domain';
import { productConfigOf } from './parts-editor.js';

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const positiveOrNull = (value: unknown): number | null => {
  const number = numberOr(value, null);
  return number !== null && number > 0 ? number : null;
};
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** The alternative units of the draft that can be priced: a known unit and a ratio above 0. */
function alternativeUnitsOf(value: unknown): AlternativeUnit[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: EditorValues): AlternativeUnit[] => {
    const ratio = positiveOrNull(entry.ratio);
    if (ratio === null || !UNIT_KEYS.includes(entry.unit as never)) return [];
    return [
      {
        unit: entry.unit as AlternativeUnit['unit'],
        ratio,
        calculationModel: oneOf(CALCULATION_MODELS, entry.calculationModel, 'fixed'),
        minimumQuantity: positiveOrNull(entry.minimumQuantity),
        maximumQuantity: positiveOrNull(entry.maximumQuantity),
        quantityStepSize: positiveOrNull(entry.quantityStepSize),
      },
    ];
  });
}

/**
 * The product editor's draft as a product the storefront's pricing and item controls take:
 * what is not filled in yet (no price, a unit without ratio) counts as absent, so the preview
 * shows what the shop would show once saved.
 */
export function previewProduct(values: EditorValues): Product {
  const unit = oneOf(UNIT_KEYS, values.unit, 'piece');
  return {
    id: 0,
    uid: '',
    name: typeof values.name === 'string' ? values.name : '',
    description: '',
    allergens: [],
    allergenNote: '',
    type: oneOf(PRODUCT_TYPES, values.type, 'normal'),
    price: Math.max(0, numberOr(values.price, 0)),
    unit,
    alternativeUnits: alternativeUnitsOf(values.alternativeUnits),
    minimumQuantity: positiveOrNull(values.minimumQuantity),
    maximumQuantity: positiveOrNull(values.maximumQuantity),
    quantityStepSize: positiveOrNull(values.quantityStepSize),
    defaultQuantity: positiveOrNull(values.defaultQuantity),
    defaultUnit: UNIT_KEYS.includes(values.defaultUnit as never)
      ? (values.defaultUnit as Product['unit'])
      : null,
    calculationModel: oneOf(CALCULATION_MODELS, values.calculationModel, 'fixed'),
    tax: 0,
    takeawayTax: 0,
    dineInTax: 0,
    images: [],
    isPriceHidden: values.isPriceHidden === true,
    isEnabled: true,
    schedule: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: 'days',
    leadTimeValue: 0,
    bundleProducts: [],
    config: productConfigOf(values.config),
  };
}
