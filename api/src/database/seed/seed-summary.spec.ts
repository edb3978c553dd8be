import { describeLoad } from './seed-summary.js';

describe('describeLoad', () => {
  it('names what was loaded in German, singular for one', () => {
    expect(
      describeLoad({
        loaded: true,
        counts: { config: 1, products: 66, branches: 3, divisions: 1 },
      }),
    ).toBe('Demodaten geladen: 3 Filialen, 66 Produkte, 1 Organisation.');
  });

  it('says that nothing changed when the database was in use', () => {
    expect(describeLoad({ loaded: false, counts: {} })).toBe(
      'Die Datenbank enthält bereits Daten; es wurde nichts geändert.',
    );
  });
});
