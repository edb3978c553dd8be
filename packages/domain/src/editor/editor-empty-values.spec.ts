import { emptyValue, emptyValues } from './editor-empty-values.js';
import type { EditorField } from './editor-schema.js';

const base = { name: 'x', label: 'X' };

describe('emptyValue', () => {
  it.each<[string, EditorField, unknown]>([
    ['text', { ...base, kind: 'text' }, ''],
    ['textarea', { ...base, kind: 'textarea', rows: 4 }, ''],
    ['wysiwyg', { ...base, kind: 'wysiwyg' }, ''],
    ['markdown', { ...base, kind: 'markdown' }, ''],
    ['number', { ...base, kind: 'number', min: 0 }, null],
    ['date', { ...base, kind: 'date', mode: 'dateTime' }, null],
    ['time', { ...base, kind: 'date', mode: 'time' }, null],
    ['boolean', { ...base, kind: 'boolean' }, false],
    [
      'required select',
      {
        ...base,
        kind: 'select',
        required: true,
        options: [
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ],
      },
      'a',
    ],
    ['optional select', { ...base, kind: 'select', options: [{ value: 'a', label: 'A' }] }, ''],
    [
      'required select without options',
      { ...base, kind: 'select', required: true, options: [] },
      '',
    ],
    ['image', { ...base, kind: 'image' }, null],
    ['images', { ...base, kind: 'images' }, []],
    ['file', { ...base, kind: 'file' }, null],
    ['files', { ...base, kind: 'files' }, []],
    [
      'collection',
      { ...base, kind: 'collection', fields: [], addLabel: 'Hinzufügen', itemLabel: 'Eintrag' },
      [],
    ],
    ['single reference', { ...base, kind: 'reference', target: 'category' }, null],
    ['multiple reference', { ...base, kind: 'reference', target: 'product', multiple: true }, []],
  ])('%s', (_, field, expected) => {
    expect(emptyValue(field)).toEqual(expected);
  });
});

describe('emptyValues', () => {
  it('answers an empty object for no fields', () => {
    expect(emptyValues([])).toEqual({});
  });

  it('nests groups and keeps read-only fields', () => {
    const fields: EditorField[] = [
      { name: 'title', label: 'Titel', kind: 'text', required: true },
      { name: 'active', label: 'Aktiv', kind: 'boolean', readOnly: true },
      {
        name: 'address',
        label: 'Adresse',
        kind: 'group',
        fields: [
          { name: 'street', label: 'Straße', kind: 'text' },
          { name: 'zip', label: 'PLZ', kind: 'number' },
        ],
      },
      {
        name: 'areas',
        label: 'Liefergebiete',
        kind: 'collection',
        fields: [{ name: 'price', label: 'Preis', kind: 'number' }],
        addLabel: 'Liefergebiet hinzufügen',
        itemLabel: 'Liefergebiet',
      },
    ];
    expect(emptyValues(fields)).toEqual({
      title: '',
      active: false,
      address: { street: '', zip: null },
      areas: [],
    });
  });

  it('answers a fresh object each time', () => {
    const fields: EditorField[] = [{ name: 'tags', label: 'Tags', kind: 'images' }];
    expect(emptyValues(fields).tags).not.toBe(emptyValues(fields).tags);
  });
});
