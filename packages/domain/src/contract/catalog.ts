import type { DateTimeString, Id, IdRef, Image, Schedule } from './common.js';

/** Unit keys; the unit table with names and factors lives in the units module. */
export const UNIT_KEYS = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
  'g',
  'dag',
  'kg',
  'ml',
  'cl',
  'dl',
  'l',
  'mm',
  'cm',
  'dm',
  'm',
  'km',
  'mm2',
  'cm2',
  'dm2',
  'm2',
  'mm3',
  'cm3',
  'dm3',
  'm3',
] as const;
export type UnitKey = (typeof UNIT_KEYS)[number];

export const CALCULATION_MODELS = ['fixed', 'approximate', 'minimum'] as const;
export type CalculationModel = (typeof CALCULATION_MODELS)[number];

export const PRODUCT_TYPES = ['normal', 'configurable', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const LEAD_TIME_TYPES = ['minutes', 'hours', 'days', 'weeks'] as const;
export type LeadTimeType = (typeof LEAD_TIME_TYPES)[number];

export const PART_TYPES = [
  'text',
  'textarea',
  'image',
  'images',
  'file',
  'files',
  'select',
  'multiselect',
] as const;
export type PartType = (typeof PART_TYPES)[number];

export const PRICE_MODIFIERS = ['add', 'subtract', 'overwrite'] as const;
export type PriceModifier = (typeof PRICE_MODIFIERS)[number];

/**
 * The 14 allergens of EU regulation 1169/2011 with the letter codes used in Austria
 * (A gluten … R molluscs).
 */
export const ALLERGEN_CODES = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'L',
  'M',
  'N',
  'O',
  'P',
  'R',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

/** A unit a product may also be sold in, priced at base price × ratio. */
export interface AlternativeUnit {
  unit: UnitKey;
  ratio: number;
  calculationModel: CalculationModel;
  minimumQuantity: number | null;
  maximumQuantity: number | null;
  quantityStepSize: number | null;
}

export interface PartOption {
  name: string;
  modifier: PriceModifier;
  value: number;
}

/** One configurable part of a product (size, inscription, photo…). */
export interface ConfigPart {
  name: string;
  description: string;
  type: PartType;
  optional: boolean;
  options: PartOption[];
  /**
   * Most characters a text or textarea part takes (PART_MAX_LENGTH_BOUNDS); missing or null:
   * no limit. Other part types have none.
   */
  maxLength?: number | null;
}

export interface ProductConfig {
  parts: ConfigPart[];
}

export interface Product {
  id: Id;
  uid: string;
  name: string;
  description: string;
  allergens: AllergenCode[];
  allergenNote: string;
  type: ProductType;
  price: number;
  unit: UnitKey;
  alternativeUnits: AlternativeUnit[];
  minimumQuantity: number | null;
  maximumQuantity: number | null;
  quantityStepSize: number | null;
  defaultQuantity: number | null;
  defaultUnit: UnitKey | null;
  calculationModel: CalculationModel;
  /** Tax rate in percent for delivery orders. */
  tax: number;
  takeawayTax: number;
  dineInTax: number;
  images: Image[];
  isPriceHidden: boolean;
  isEnabled: boolean;
  schedule: Schedule | null;
  isStepByStep: boolean;
  isLeadTimeEnabled: boolean;
  leadTimeType: LeadTimeType;
  leadTimeValue: number;
  /** Products a bundle consists of (empty for other types). */
  bundleProducts: IdRef[];
  config: ProductConfig;
}

export interface Category {
  id: Id;
  name: string;
  description: string;
  image: Image | null;
  isEnabled: boolean;
  schedule: Schedule | null;
  isVisibleWhenUnavailable: boolean;
}

export interface Tag {
  id: Id;
  name: string;
  image: Image | null;
}

export interface MenuCatalogProduct {
  id: Id;
  isEnabled: boolean;
  schedule: Schedule | null;
}

export interface MenuCatalogCategory {
  id: Id;
  products: MenuCatalogProduct[];
}

/** A product catalogue assigned to branches; the active one is the latest already available. */
export interface Menu {
  id: Id;
  name: string;
  availableFrom: DateTimeString;
  branches: Id[];
  catalog: MenuCatalogCategory[];
}
