import { DemoDataError, KeyRegistry } from './seed-registry.js';

describe('KeyRegistry', () => {
  it('answers the id each key got and references for relations', () => {
    const registry = new KeyRegistry<{ id: number; name: string }>('branches');
    registry.addAll([{ key: 'wien' }, { key: 'graz' }], [{ id: 7 }, { id: 9 }]);
    expect(registry.id('graz')).toBe(9);
    expect(registry.refs(['graz', 'wien'])).toEqual([{ id: 9 }, { id: 7 }]);
    expect(registry.refOrNull(null)).toBeNull();
    expect(registry.size).toBe(2);
  });

  it('throws a DemoDataError naming an unknown key and its collection', () => {
    const registry = new KeyRegistry('sites');
    expect(() => registry.id('gibt-es-nicht')).toThrow(DemoDataError);
    expect(() => registry.ref('gibt-es-nicht')).toThrow(
      'Demodaten: Schlüssel „gibt-es-nicht“ ist in sites unbekannt.',
    );
  });

  it('refuses a key stored twice', () => {
    const registry = new KeyRegistry('tags');
    registry.addAll([{ key: 'vegan' }], [{ id: 1 }]);
    expect(() => registry.addAll([{ key: 'vegan' }], [{ id: 2 }])).toThrow('doppelt');
  });
});
