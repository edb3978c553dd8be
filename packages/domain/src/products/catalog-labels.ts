import type {
  AllergenCode,
  CalculationModel,
  LeadTimeType,
  PartType,
  PriceModifier,
  ProductType,
  UnitKey,
} from '../contract/catalog.js';
import { CALCULATION_MODEL_TEXTS } from '../pricing/calculation-models.js';
import { UNIT_TABLE } from '../units/unit-table.js';

/** German names of the 14 allergens of EU regulation 1169/2011 by their Austrian letter code. */
export const ALLERGEN_LABELS: Readonly<Record<AllergenCode, string>> = {
  A: 'Glutenhaltiges Getreide',
  B: 'Krebstiere',
  C: 'Eier',
  D: 'Fisch',
  E: 'Erdnüsse',
  F: 'Soja',
  G: 'Milch und Laktose',
  H: 'Schalenfrüchte',
  L: 'Sellerie',
  M: 'Senf',
  N: 'Sesam',
  O: 'Schwefeldioxid und Sulfite',
  P: 'Lupinen',
  R: 'Weichtiere',
};

/** German names of the product types as staff choose them. */
export const PRODUCT_TYPE_LABELS: Readonly<Record<ProductType, string>> = {
  normal: 'Einfach',
  configurable: 'Konfigurierbar',
  bundle: 'Paket',
};

/** German names of the input kinds of a configurable part. */
export const PART_TYPE_LABELS: Readonly<Record<PartType, string>> = {
  text: 'Text (einzeilig)',
  textarea: 'Text (mehrzeilig)',
  image: 'Bild',
  images: 'Bilder',
  file: 'Datei',
  files: 'Dateien',
  select: 'Auswahl (eine Option)',
  multiselect: 'Mehrfachauswahl',
};

/** German names of what an option does to the price. */
export const PRICE_MODIFIER_LABELS: Readonly<Record<PriceModifier, string>> = {
  add: 'Aufschlag (+)',
  subtract: 'Abschlag (−)',
  overwrite: 'Preis ersetzen (=)',
};

/** German names of the lead-time units. */
export const LEAD_TIME_TYPE_LABELS: Readonly<Record<LeadTimeType, string>> = {
  minutes: 'Minuten',
  hours: 'Stunden',
  days: 'Tage',
  weeks: 'Wochen',
};

const UNIT_NAMES: Readonly<Record<UnitKey, string>> = {
  piece: 'Stück',
  serving: 'Portion',
  pair: 'Paar',
  person: 'Person',
  package: 'Packung',
  g: 'Gramm',
  dag: 'Dekagramm',
  kg: 'Kilogramm',
  ml: 'Milliliter',
  cl: 'Zentiliter',
  dl: 'Deziliter',
  l: 'Liter',
  mm: 'Millimeter',
  cm: 'Zentimeter',
  dm: 'Dezimeter',
  m: 'Meter',
  km: 'Kilometer',
  mm2: 'Quadratmillimeter',
  cm2: 'Quadratzentimeter',
  dm2: 'Quadratdezimeter',
  m2: 'Quadratmeter',
  mm3: 'Kubikmillimeter',
  cm3: 'Kubikzentimeter',
  dm3: 'Kubikdezimeter',
  m3: 'Kubikmeter',
};

/** A unit as a choice reads: its German name and, when it differs, its short name ('Stück (Stk.)'). */
export function unitLabel(unit: UnitKey): string {
  const short = UNIT_TABLE[unit].shortName;
  return short === UNIT_NAMES[unit] ? short : `${UNIT_NAMES[unit]} (${short})`;
}

/** A calculation model as a choice reads: 'Exakt', 'Ungefähr (ca.)', 'Mindestens (ab)'. */
export function calculationModelChoice(model: CalculationModel): string {
  const { label, prefix } = CALCULATION_MODEL_TEXTS[model];
  return prefix ? `${label} (${prefix})` : label;
}

/** The choices of a select over a list of keys, labelled from a table. */
export function labelledChoices<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
): { value: K; label: string }[] {
  return keys.map((value) => ({ value, label: label(value) }));
}
