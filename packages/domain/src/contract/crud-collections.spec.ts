import { collectionScreen, CRUD_COLLECTIONS, sortableColumns } from './crud-collections.js';
import { TABLE_IDENTIFIER_PATTERN } from './organisation-inputs.js';

describe('CRUD_COLLECTIONS', () => {
  it('names every collection by a path of its own', () => {
    const paths = Object.values(CRUD_COLLECTIONS).map((collection) => collection.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives a screen the path, the German names and whether the list searches', () => {
    expect(collectionScreen(CRUD_COLLECTIONS.divisions)).toEqual({
      path: 'divisions',
      names: { one: 'Organisation', many: 'Organisationen' },
      searchable: true,
    });
    expect(collectionScreen({ ...CRUD_COLLECTIONS.tags, searchable: [] }).searchable).toBe(false);
  });

  it('makes a column sortable exactly when the API sorts by it', () => {
    const columns = sortableColumns(CRUD_COLLECTIONS.departments, [
      { key: 'name', label: 'Name' },
      { key: 'description', label: 'Beschreibung' },
    ]);
    expect(columns).toEqual([
      { key: 'name', label: 'Name', sortable: true },
      { key: 'description', label: 'Beschreibung', sortable: false },
    ]);
  });
});

describe('TABLE_IDENTIFIER_PATTERN', () => {
  it.each([
    ['T1', true],
    ['terrasse-12', true],
    ['x'.repeat(50), true],
    ['x'.repeat(51), false],
    ['', false],
    ['Tisch 1', false],
  ])('%s matches: %s', (identifier, matches) => {
    expect(TABLE_IDENTIFIER_PATTERN.test(identifier)).toBe(matches);
  });
});
