import type { UnitKey } from '../contract/catalog.js';

/**
 * The kinds of unit. Each count unit (piece, serving, pair, person, package) is a kind of its
 * own: the spec gives them no factors, and a package or a serving holds no fixed number of
 * pieces, so an amount can never be converted from one count unit into another.
 */
export const UNIT_KINDS = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
  'weight',
  'volume',
  'length',
  'area',
  'cubic',
] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/** The kinds counted in whole things rather than measured. */
export const COUNT_UNIT_KINDS: readonly UnitKind[] = [
  'piece',
  'serving',
  'pair',
  'person',
  'package',
];

/** One row of the unit table (storefront.md §9 "Units"). */
export interface UnitDefinition {
  key: UnitKey;
  /** The abbreviation shown after an amount, e.g. `Stk.` or `kg`. */
  shortName: string;
  kind: UnitKind;
  /** How many of the kind's base unit (g, ml, mm, mm², mm³; 1 for count units) one unit is. */
  factor: number;
}

function unit(key: UnitKey, shortName: string, kind: UnitKind, factor = 1): UnitDefinition {
  return { key, shortName, kind, factor };
}

/** The unit table of the spec: short name, kind and factor to the kind's base, by key. */
export const UNIT_TABLE: Readonly<Record<UnitKey, UnitDefinition>> = {
  piece: unit('piece', 'Stk.', 'piece'),
  serving: unit('serving', 'Port.', 'serving'),
  pair: unit('pair', 'Paar', 'pair'),
  person: unit('person', 'Pers.', 'person'),
  package: unit('package', 'Pkg.', 'package'),
  g: unit('g', 'g', 'weight'),
  dag: unit('dag', 'dag', 'weight', 10),
  kg: unit('kg', 'kg', 'weight', 1000),
  ml: unit('ml', 'ml', 'volume'),
  cl: unit('cl', 'cl', 'volume', 10),
  dl: unit('dl', 'dl', 'volume', 100),
  l: unit('l', 'l', 'volume', 1000),
  mm: unit('mm', 'mm', 'length'),
  cm: unit('cm', 'cm', 'length', 10),
  dm: unit('dm', 'dm', 'length', 100),
  m: unit('m', 'm', 'length', 1000),
  km: unit('km', 'km', 'length', 1e6),
  mm2: unit('mm2', 'mm²', 'area'),
  cm2: unit('cm2', 'cm²', 'area', 100),
  dm2: unit('dm2', 'dm²', 'area', 1e4),
  m2: unit('m2', 'm²', 'area', 1e6),
  mm3: unit('mm3', 'mm³', 'cubic'),
  cm3: unit('cm3', 'cm³', 'cubic', 1e3),
  dm3: unit('dm3', 'dm³', 'cubic', 1e6),
  m3: unit('m3', 'm³', 'cubic', 1e9),
};

/** The abbreviation of a unit as the storefront shows it (`Stk.`, `kg`, `m²`…). */
export function unitShortName(unit: UnitKey): string {
  return UNIT_TABLE[unit].shortName;
}

/** The kind of a unit; two units convert into each other only when their kinds are equal. */
export function unitKind(unit: UnitKey): UnitKind {
  return UNIT_TABLE[unit].kind;
}

/** Whether a unit counts whole things (piece, serving, pair, person, package). */
export function isCountUnit(unit: UnitKey): boolean {
  return COUNT_UNIT_KINDS.includes(unitKind(unit));
}
