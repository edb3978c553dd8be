import type { FieldError } from '../contract/common.js';
import { errorPathsOutside, fieldErrors, isEditorFieldPath } from './editor-errors.js';
import type { EditorField } from './editor-schema.js';

const fields: EditorField[] = [
  { name: 'title', label: 'Titel', kind: 'text' },
  { name: 'images', label: 'Bilder', kind: 'images' },
  { name: 'category', label: 'Kategorie', kind: 'reference', target: 'category' },
  {
    name: 'address',
    label: 'Adresse',
    kind: 'group',
    fields: [
      { name: 'street', label: 'Straße', kind: 'text' },
      {
        name: 'geo',
        label: 'Koordinaten',
        kind: 'group',
        fields: [{ name: 'lat', label: 'Breite', kind: 'number' }],
      },
    ],
  },
  {
    name: 'areas',
    label: 'Liefergebiete',
    kind: 'collection',
    addLabel: 'Liefergebiet hinzufügen',
    itemLabel: 'Liefergebiet',
    fields: [
      { name: 'price', label: 'Preis', kind: 'number' },
      {
        name: 'zips',
        label: 'PLZ',
        kind: 'collection',
        addLabel: 'PLZ hinzufügen',
        itemLabel: 'PLZ',
        fields: [{ name: 'zip', label: 'PLZ', kind: 'text' }],
      },
    ],
  },
];

describe('isEditorFieldPath', () => {
  it.each<[string, boolean]>([
    ['title', true],
    ['images', true],
    ['category', true],
    ['address', true],
    ['address.street', true],
    ['address.geo.lat', true],
    ['areas', true],
    ['areas.0.price', true],
    ['areas.12.price', true],
    ['areas.1.zips.0.zip', true],
    ['areas.1.zips', true],
    ['', false],
    ['name', false],
    ['Title', false],
    ['title.length', false],
    ['images.0', false],
    ['category.id', false],
    ['address.city', false],
    ['address.0.street', false],
    ['areas.0', false],
    ['areas.x.price', false],
    ['areas.-1.price', false],
    ['areas.0.name', false],
    ['areas.price', false],
    ['areas.0.zips.0', false],
  ])('%j → %p', (path, expected) => {
    expect(isEditorFieldPath(fields, path)).toBe(expected);
  });
});

const errors: FieldError[] = [
  { message: 'Bitte einen Titel angeben.', field: 'title' },
  { message: 'Der Titel ist zu lang.', field: 'title' },
  { message: 'Die Straße fehlt.', field: 'address.street' },
  { message: 'Der Preis ist negativ.', field: 'areas.1.price' },
  { message: 'Zu viele Anfragen.' },
  { message: 'Unbekanntes Feld.', field: 'slug' },
  { message: 'Das Bild gibt es nicht.', field: 'images.0' },
  { message: 'Leer.', field: '' },
];

describe('fieldErrors', () => {
  it.each<[string, string[]]>([
    ['title', ['Bitte einen Titel angeben.', 'Der Titel ist zu lang.']],
    ['address.street', ['Die Straße fehlt.']],
    ['areas.1.price', ['Der Preis ist negativ.']],
    ['areas.0.price', []],
    ['areas', []],
    ['address', []],
    ['images', []],
  ])('%j', (path, expected) => {
    expect(fieldErrors(errors, path)).toEqual(expected);
  });

  it('answers none without errors', () => {
    expect(fieldErrors([], 'title')).toEqual([]);
  });
});

describe('errorPathsOutside', () => {
  it('answers the messages no field shows, in order', () => {
    expect(errorPathsOutside(errors, fields)).toEqual([
      'Zu viele Anfragen.',
      'Unbekanntes Feld.',
      'Das Bild gibt es nicht.',
      'Leer.',
    ]);
  });

  it('answers every message for an empty schema', () => {
    expect(errorPathsOutside([{ message: 'a', field: 'title' }, { message: 'b' }], [])).toEqual([
      'a',
      'b',
    ]);
  });

  it('answers none when all messages belong to fields', () => {
    expect(errorPathsOutside([{ message: 'a', field: 'areas.3.zips.0.zip' }], fields)).toEqual([]);
  });
});
