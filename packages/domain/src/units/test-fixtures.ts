import type { AlternativeUnit, ConfigPart, Product } from '../contract/catalog.js';
import type { DeliveryArea } from '../contract/organisation.js';

/**
 * Complete contract objects for the specs of units/, pricing/ and cart/. Not exported by the
 * barrel.
 */

/** A fixed-price piece product at 2.50 €, 10 % tax for every order type, no limits. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    uid: 'P-0101',
    name: 'Kaisersemmel',
    description: 'Handgeschlagen.',
    allergens: [],
    allergenNote: '',
    type: 'normal',
    price: 2.5,
    unit: 'piece',
    alternativeUnits: [],
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    defaultQuantity: null,
    defaultUnit: null,
    calculationModel: 'fixed',
    tax: 10,
    takeawayTax: 10,
    dineInTax: 10,
    images: [],
    isPriceHidden: false,
    isEnabled: true,
    schedule: null,
    isStepByStep: false,
    isLeadTimeEnabled: false,
    leadTimeType: 'days',
    leadTimeValue: 0,
    bundleProducts: [],
    config: { parts: [] },
    ...overrides,
  };
}

/** An alternative unit with a fixed model and no limits of its own. */
export function makeAlternativeUnit(overrides: Partial<AlternativeUnit> = {}): AlternativeUnit {
  return {
    unit: 'kg',
    ratio: 1000,
    calculationModel: 'fixed',
    minimumQuantity: null,
    maximumQuantity: null,
    quantityStepSize: null,
    ...overrides,
  };
}

/** A required part of the given type without options. */
export function makePart(overrides: Partial<ConfigPart> = {}): ConfigPart {
  return {
    name: 'Teil',
    description: '',
    type: 'text',
    optional: false,
    options: [],
    ...overrides,
  };
}

/** A delivery area: 3.50 € at 20 %, free above 40 €, minimum order 15 €. */
export function makeDeliveryArea(overrides: Partial<DeliveryArea> = {}): DeliveryArea {
  return {
    id: 5,
    area: '6020 Innsbruck',
    price: 3.5,
    tax: 20,
    free: false,
    freeFromOrderValue: 40,
    minimumOrderValue: 15,
    ...overrides,
  };
}
