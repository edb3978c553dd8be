import fc from 'fast-check';
import type { Branch } from '../contract/organisation.js';
import { makeBranch } from '../testing/contract-fixtures.js';
import {
  BRANCH_SEARCH_PLACEHOLDER,
  branchCountText,
  branchHasTag,
  branchMatchesWords,
  branchSearchWords,
  filterBranches,
  isBranchFilterActive,
  NO_SEARCH_RESULTS_TEXT,
  toggleTagFilter,
} from './branch-search.js';

const tags = [
  { id: 1, name: 'Glutenfrei' },
  { id: 2, name: 'Frühstück' },
  { id: 3, name: 'Parkplatz' },
];

const branches: Branch[] = [
  makeBranch({
    id: 1,
    name: 'Innenstadt',
    street: 'Maria-Theresien-Straße 10',
    zipCode: '6020',
    city: 'Innsbruck',
    keywords: 'Altstadt Zentrum',
    tags: [{ id: 1 }],
  }),
  makeBranch({
    id: 2,
    name: 'Hall',
    street: 'Oberer Stadtplatz 4',
    zipCode: '6060',
    city: 'Hall in Tirol',
    keywords: '',
    tags: [{ id: 2 }, { id: 3 }],
  }),
  makeBranch({
    id: 3,
    name: 'Wien Neubau',
    street: 'Neubaugasse 12',
    zipCode: '1070',
    city: 'Wien',
    keywords: 'Bio',
    tags: [{ id: 99 }],
  }),
];

const ids = (list: { id: number }[]) => list.map((b) => b.id);

describe('branchSearchWords', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    [' , ,, ', []],
    ['6020', ['6020']],
    ['  Wien  ', ['wien']],
    ['Wien,Hall', ['wien', 'hall']],
    ['Wien, Hall  Innsbruck', ['wien', 'hall', 'innsbruck']],
    ['STRASSE\tGRÜN', ['strasse', 'grün']],
  ])('%j → %j', (term, expected) => {
    expect(branchSearchWords(term)).toEqual(expected);
  });

  it('lower-cases by the given locale', () => {
    expect(branchSearchWords('İSTANBUL', 'tr')).toEqual(['istanbul']);
    expect(branchSearchWords('İSTANBUL', 'de')).not.toEqual(['istanbul']);
  });
});

describe('filterBranches', () => {
  it.each<[string, string, number | null, number[]]>([
    ['empty term, no tag', '', null, [1, 2, 3]],
    ['by zip code', '6020', null, [1]],
    ['by zip code prefix', '60', null, [1, 2]],
    ['by city, any case', 'WIEN', null, [3]],
    ['by name', 'neubau', null, [3]],
    ['by street', 'stadtplatz', null, [2]],
    ['by street with ß', 'straße', null, [1]],
    ['by keyword', 'zentrum', null, [1]],
    ['by tag name', 'frühstück', null, [2]],
    ['by tag name, upper case umlaut', 'FRÜHSTÜCK', null, [2]],
    ['a tag id missing from the tag list is skipped', 'bio parkplatz', null, [2, 3]],
    ['any word matches', 'Wien, Hall', null, [2, 3]],
    ['no word matches', 'Salzburg', null, []],
    ['tag only', '', 2, [2]],
    ['tag and term must both hold', 'wien', 2, []],
    ['tag and term', 'tirol', 3, [2]],
    ['a tag no branch has', '', 42, []],
  ])('%s', (_name, term, tagId, expected) => {
    expect(ids(filterBranches(branches, { term, tagId }, tags))).toEqual(expected);
  });

  const arbitraryBranch = fc.record({
    id: fc.nat(),
    name: fc.string(),
    street: fc.string(),
    city: fc.string(),
    zipCode: fc.stringMatching(/^\d{4}$/),
    keywords: fc.string(),
    tags: fc.array(fc.record({ id: fc.integer({ min: 1, max: 3 }) }), { maxLength: 2 }),
  });
  const word = fc.stringMatching(/^[a-zA-Z0-9äöüÄÖÜ]{1,4}$/);

  it('keeps every branch with an empty term and no tag', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBranch), fc.stringMatching(/^[\s,]*$/), (list, blank) => {
        expect(filterBranches(list, { term: blank, tagId: null }, tags)).toEqual(list);
      }),
    );
  });

  it('answers a subsequence of the branches, in their order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryBranch), fc.string(), (list, term) => {
        const result = filterBranches(list, { term, tagId: null }, tags);
        let cursor = 0;
        for (const branch of result) {
          cursor = list.indexOf(branch, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never drops a branch when a word is added (any word matches)', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryBranch),
        fc.array(word, { minLength: 1 }),
        word,
        (list, words, extra) => {
          const before = filterBranches(list, { term: words.join(' '), tagId: null }, tags);
          const after = filterBranches(
            list,
            { term: [...words, extra].join(', '), tagId: null },
            tags,
          );
          for (const branch of before) expect(after).toContain(branch);
        },
      ),
    );
  });

  it('finds a branch by its own zip code in any case of the term', () => {
    fc.assert(
      fc.property(arbitraryBranch, (branch) => {
        expect(
          filterBranches(
            [branch],
            { term: ` ${branch.zipCode.toUpperCase()} `, tagId: null },
            tags,
          ),
        ).toEqual([branch]);
      }),
    );
  });
});

describe('branchMatchesWords', () => {
  it('matches everything without words', () => {
    expect(branchMatchesWords(branches[0], [], [])).toBe(true);
  });

  it('takes words already lower-cased', () => {
    expect(branchMatchesWords(branches[0], ['innsbruck'], [])).toBe(true);
    expect(branchMatchesWords(branches[0], ['glutenfrei'], [])).toBe(false);
    expect(branchMatchesWords(branches[0], ['glutenfrei'], tags)).toBe(true);
  });
});

describe('branchHasTag', () => {
  it.each([
    [1, true],
    [2, false],
  ])('tag %i: %s', (tagId, expected) => {
    expect(branchHasTag(branches[0], tagId)).toBe(expected);
  });
});

describe('toggleTagFilter', () => {
  it.each<[number | null, number, number | null]>([
    [null, 2, 2],
    [2, 2, null],
    [1, 2, 2],
  ])('selected %j, clicked %i → %j', (selected, clicked, expected) => {
    expect(toggleTagFilter(selected, clicked)).toBe(expected);
  });

  it('clicking the same tag twice restores the selection', () => {
    fc.assert(
      fc.property(fc.option(fc.nat(), { nil: null }), fc.nat(), (selected, clicked) => {
        const twice = toggleTagFilter(toggleTagFilter(selected, clicked), clicked);
        expect(twice).toBe(selected === clicked ? clicked : null);
      }),
    );
  });
});

describe('isBranchFilterActive', () => {
  it.each<[string, number | null, boolean]>([
    ['', null, false],
    [' , ', null, false],
    ['wien', null, true],
    ['', 1, true],
  ])('term %j, tag %j: %s', (term, tagId, expected) => {
    expect(isBranchFilterActive({ term, tagId })).toBe(expected);
  });
});

describe('texts', () => {
  it('count the shown branches', () => {
    expect(branchCountText(2, 5)).toBe('2 von 5 Filialen werden angezeigt.');
    expect(branchCountText(0, 1)).toBe('0 von 1 Filialen werden angezeigt.');
  });

  it('are the spec wording', () => {
    expect(NO_SEARCH_RESULTS_TEXT).toBe('Leider wurden keine Ergebnisse gefunden.');
    expect(BRANCH_SEARCH_PLACEHOLDER).toBe('PLZ / Ort');
  });
});
