import { UNIT_KEYS, type UnitKey } from '../contract/catalog.js';
import {
  COUNT_UNIT_KINDS,
  UNIT_KINDS,
  UNIT_TABLE,
  isCountUnit,
  unitKind,
  unitShortName,
  type UnitKind,
} from './unit-table.js';

describe('UNIT_TABLE', () => {
  it.each<[UnitKey, string, UnitKind, number]>([
    ['piece', 'Stk.', 'piece', 1],
    ['serving', 'Port.', 'serving', 1],
    ['pair', 'Paar', 'pair', 1],
    ['person', 'Pers.', 'person', 1],
    ['package', 'Pkg.', 'package', 1],
    ['g', 'g', 'weight', 1],
    ['dag', 'dag', 'weight', 10],
    ['kg', 'kg', 'weight', 1000],
    ['ml', 'ml', 'volume', 1],
    ['cl', 'cl', 'volume', 10],
    ['dl', 'dl', 'volume', 100],
    ['l', 'l', 'volume', 1000],
    ['mm', 'mm', 'length', 1],
    ['cm', 'cm', 'length', 10],
    ['dm', 'dm', 'length', 100],
    ['m', 'm', 'length', 1000],
    ['km', 'km', 'length', 1e6],
    ['mm2', 'mm²', 'area', 1],
    ['cm2', 'cm²', 'area', 100],
    ['dm2', 'dm²', 'area', 1e4],
    ['m2', 'm²', 'area', 1e6],
    ['mm3', 'mm³', 'cubic', 1],
    ['cm3', 'cm³', 'cubic', 1e3],
    ['dm3', 'dm³', 'cubic', 1e6],
    ['m3', 'm³', 'cubic', 1e9],
  ])('%s is %s, kind %s, factor %p', (key, shortName, kind, factor) => {
    expect(UNIT_TABLE[key]).toEqual({ key, shortName, kind, factor });
    expect(unitShortName(key)).toBe(shortName);
    expect(unitKind(key)).toBe(kind);
  });

  it('has a row for every unit key and nothing else', () => {
    expect(Object.keys(UNIT_TABLE).sort()).toEqual([...UNIT_KEYS].sort());
  });

  it('uses only the listed kinds; each count unit is a kind of its own', () => {
    const kinds = Object.values(UNIT_TABLE).map((row) => row.kind);
    expect(new Set(kinds)).toEqual(new Set(UNIT_KINDS));
    expect(COUNT_UNIT_KINDS).toEqual(['piece', 'serving', 'pair', 'person', 'package']);
  });

  it.each<[UnitKey, boolean]>([
    ['piece', true],
    ['serving', true],
    ['pair', true],
    ['person', true],
    ['package', true],
    ['g', false],
    ['l', false],
    ['m2', false],
  ])('isCountUnit(%s) = %p', (key, expected) => {
    expect(isCountUnit(key)).toBe(expected);
  });
});
