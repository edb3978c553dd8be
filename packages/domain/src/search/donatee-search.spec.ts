import fc from 'fast-check';
import type { Donatee } from '../contract/ordering.js';
import { filterDonatees, NO_DONATEE_TEXT } from './donatee-search.js';

const noAccount = { iban: '', bic: '' };
const donatees: Donatee[] = [
  {
    id: 1,
    identifier: 'tafel',
    name: 'Tiroler Tafel',
    description: 'Lebensmittel für Bedürftige',
    ...noAccount,
  },
  {
    id: 2,
    identifier: 'tierheim',
    name: 'Tierheim Mentlberg',
    description: 'Hilfe für STRASSENTIERE',
    ...noAccount,
  },
  { id: 3, identifier: 'caritas', name: 'Caritas', description: '', ...noAccount },
];

describe('filterDonatees', () => {
  it.each<[string, number[]]>([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['tafel', [1]],
    ['TIER', [2]],
    ['bedürftige', [1]],
    ['BEDÜRFTIGE', [1]],
    ['straßen', []],
    ['strassentiere', [2]],
    ['  caritas ', [3]],
    ['tiroler tafel', [1]],
    ['tafel caritas', []],
    ['Rotes Kreuz', []],
  ])('%j → %j', (term, expected) => {
    expect(filterDonatees(donatees, term).map((d) => d.id)).toEqual(expected);
  });

  it('keeps every donatee with an empty term, and only ever narrows the list', () => {
    const arbitrary = fc.array(
      fc.record({
        id: fc.nat(),
        identifier: fc.string(),
        name: fc.string(),
        description: fc.string(),
      }),
    );
    fc.assert(
      fc.property(arbitrary, fc.string(), (list, term) => {
        expect(filterDonatees(list, '')).toEqual(list);
        for (const found of filterDonatees(list, term)) expect(list).toContain(found);
      }),
    );
  });

  it('has the text of the spec for no match', () => {
    expect(NO_DONATEE_TEXT).toBe('Keine passende Organisation gefunden.');
  });
});
