import type { EditorField } from './editor-schema.js';
import { toSubmitValues } from './editor-submit.js';
import { emptyValues } from './editor-empty-values.js';
import { errorPathsOutside } from './editor-errors.js';
import { previewText } from './editor-preview.js';

const base = { name: 'x', label: 'X' };
const anImage = { id: 7, version: 2, extension: 'jpg', width: 800, height: 600, alt: 'Pizza' };
const anUpload = {
  id: 9,
  version: 1,
  extension: 'pdf',
  publicHash: 'abc',
  mimeType: 'application/pdf',
  name: 'Speisekarte.pdf',
  size: 1200,
};

describe('toSubmitValues per kind', () => {
  it.each<[string, EditorField, unknown, unknown]>([
    ['text trimmed', { ...base, kind: 'text' }, '  Pizza  ', 'Pizza'],
    ['text missing', { ...base, kind: 'text' }, undefined, ''],
    ['textarea trimmed', { ...base, kind: 'textarea', rows: 3 }, '\n a\nb \n', 'a\nb'],
    ['wysiwyg trimmed', { ...base, kind: 'wysiwyg' }, ' <p>x</p> ', '<p>x</p>'],
    ['markdown trimmed', { ...base, kind: 'markdown' }, '# T\n', '# T'],
    ['number stays', { ...base, kind: 'number' }, 2.5, 2.5],
    ['zero stays', { ...base, kind: 'number' }, 0, 0],
    ['number empty input', { ...base, kind: 'number' }, '', null],
    ['number blank input', { ...base, kind: 'number' }, '  ', null],
    ['number null', { ...base, kind: 'number' }, null, null],
    ['number input text', { ...base, kind: 'number' }, ' 12.5 ', 12.5],
    ['number with decimal comma', { ...base, kind: 'number' }, '1,5', 1.5],
    ['number with German grouping', { ...base, kind: 'number' }, '1.234,50', 1234.5],
    ['number not a number sent as typed', { ...base, kind: 'number' }, ' viel ', 'viel'],
    ['number NaN', { ...base, kind: 'number' }, Number.NaN, null],
    [
      'date instant',
      { ...base, kind: 'date', mode: 'dateTime' },
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:00:00.000Z',
    ],
    ['time', { ...base, kind: 'date', mode: 'time' }, '07:30', '07:30'],
    ['date empty', { ...base, kind: 'date', mode: 'date' }, '', null],
    ['date null', { ...base, kind: 'date', mode: 'date' }, null, null],
    ['boolean true', { ...base, kind: 'boolean' }, true, true],
    ['boolean missing', { ...base, kind: 'boolean' }, undefined, false],
    ['select', { ...base, kind: 'select', options: [{ value: 'a', label: 'A' }] }, 'a', 'a'],
    ['select missing', { ...base, kind: 'select', options: [] }, null, ''],
    ['image object', { ...base, kind: 'image' }, anImage, { id: 7 }],
    ['image ref', { ...base, kind: 'image' }, { id: 7 }, { id: 7 }],
    ['image null', { ...base, kind: 'image' }, null, null],
    ['file object', { ...base, kind: 'file' }, anUpload, { id: 9 }],
    ['file missing', { ...base, kind: 'file' }, undefined, null],
    [
      'images objects and refs',
      { ...base, kind: 'images' },
      [anImage, { id: 8 }],
      [{ id: 7 }, { id: 8 }],
    ],
    ['images not a list', { ...base, kind: 'images' }, null, []],
    ['files objects', { ...base, kind: 'files' }, [anUpload], [{ id: 9 }]],
    ['single reference id', { ...base, kind: 'reference', target: 'site' }, 3, { id: 3 }],
    ['single reference id text', { ...base, kind: 'reference', target: 'site' }, '3', { id: 3 }],
    [
      'single reference object',
      { ...base, kind: 'reference', target: 'site' },
      { id: 3, name: 'Start' },
      { id: 3 },
    ],
    ['single reference empty choice', { ...base, kind: 'reference', target: 'site' }, '', null],
    ['single reference null', { ...base, kind: 'reference', target: 'site' }, null, null],
    [
      'multiple references mixed',
      { ...base, kind: 'reference', target: 'product', multiple: true },
      [1, { id: 2 }, '3'],
      [{ id: 1 }, { id: 2 }, { id: 3 }],
    ],
    [
      'multiple references unusable dropped',
      { ...base, kind: 'reference', target: 'product', multiple: true },
      [null, 'x', { id: 4 }],
      [{ id: 4 }],
    ],
    [
      'multiple references missing',
      { ...base, kind: 'reference', target: 'product', multiple: true },
      undefined,
      [],
    ],
  ])('%s', (_, field, value, expected) => {
    expect(toSubmitValues([field], { x: value })).toEqual({ x: expected });
  });
});

describe('toSubmitValues of a record', () => {
  const fields: EditorField[] = [
    { name: 'id', label: 'Nummer', kind: 'number', readOnly: true },
    { name: 'title', label: 'Titel', kind: 'text', required: true },
    {
      name: 'address',
      label: 'Adresse',
      kind: 'group',
      fields: [
        { name: 'street', label: 'Straße', kind: 'text' },
        { name: 'geocoded', label: 'Geokodiert', kind: 'boolean', readOnly: true },
      ],
    },
    {
      name: 'areas',
      label: 'Liefergebiete',
      kind: 'collection',
      addLabel: 'Liefergebiet hinzufügen',
      itemLabel: 'Liefergebiet',
      fields: [
        { name: 'name', label: 'Name', kind: 'text' },
        { name: 'price', label: 'Preis', kind: 'number' },
        { name: 'image', label: 'Bild', kind: 'image' },
      ],
    },
  ];

  it('drops read-only fields and unknown keys, nests groups and entries', () => {
    const values = {
      id: 12,
      createdAt: '2026-01-01T00:00:00.000Z',
      title: ' Filiale Nord ',
      address: { street: ' Hauptstraße 1 ', geocoded: true, extra: 1 },
      areas: [
        { name: ' Zone 1 ', price: '2,5', image: anImage },
        { name: 'Zone 2', price: '', image: null },
      ],
    };
    expect(toSubmitValues(fields, values)).toEqual({
      title: 'Filiale Nord',
      address: { street: 'Hauptstraße 1' },
      areas: [
        { name: 'Zone 1', price: 2.5, image: { id: 7 } },
        { name: 'Zone 2', price: null, image: null },
      ],
    });
  });

  it('fills missing groups and collections with empty values', () => {
    expect(toSubmitValues(fields, {})).toEqual({
      title: '',
      address: { street: '' },
      areas: [],
    });
  });

  it('leaves the values unchanged', () => {
    const values = { title: ' a ', address: { street: ' b ' }, areas: [{ name: ' c ' }] };
    const copy = JSON.parse(JSON.stringify(values)) as typeof values;
    toSubmitValues(fields, values);
    expect(values).toEqual(copy);
  });
});

describe('custom fields', () => {
  const hours: EditorField = {
    kind: 'custom',
    name: 'openingHours',
    label: 'Öffnungszeiten',
    editor: 'opening-hours',
    empty: [],
  };

  it('start as a copy of their empty value, are sent as edited and preview as a count', () => {
    const start = emptyValues([hours]);
    expect(start).toEqual({ openingHours: [] });
    expect(start.openingHours).not.toBe((hours as { empty: unknown }).empty);
    const entries = [{ weekday: 1, start: '06:00', end: '18:00' }];
    expect(toSubmitValues([hours], { openingHours: entries })).toEqual({ openingHours: entries });
    expect(toSubmitValues([hours], {})).toEqual({ openingHours: [] });
    expect(previewText(hours, entries, 'Europe/Vienna')).toBe('1 Eintrag');
    expect(previewText(hours, null, 'Europe/Vienna')).toBe('–');
  });

  it('own every message below their path', () => {
    const errors = [
      { field: 'openingHours.0.end', message: 'Das Ende liegt vor dem Beginn.' },
      { field: 'other', message: 'Anderes Feld.' },
    ];
    expect(errorPathsOutside(errors, [hours])).toEqual(['Anderes Feld.']);
  });
});
