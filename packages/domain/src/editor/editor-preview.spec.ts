import { htmlToPlainText, previewText } from './editor-preview.js';
import type { EditorField } from './editor-schema.js';

const base = { name: 'x', label: 'X' };
const VIENNA = 'Europe/Vienna';

const text: EditorField = { ...base, kind: 'text' };
const textarea: EditorField = { ...base, kind: 'textarea', rows: 3 };
const markdown: EditorField = { ...base, kind: 'markdown' };
const wysiwyg: EditorField = { ...base, kind: 'wysiwyg' };
const number: EditorField = { ...base, kind: 'number', unit: 'km' };
const dateTime: EditorField = { ...base, kind: 'date', mode: 'dateTime' };
const time: EditorField = { ...base, kind: 'date', mode: 'time' };
const date: EditorField = { ...base, kind: 'date', mode: 'date' };
const boolean: EditorField = { ...base, kind: 'boolean' };
const select: EditorField = {
  ...base,
  kind: 'select',
  options: [
    { value: 'pickup', label: 'Abholung' },
    { value: 'delivery', label: 'Lieferung' },
  ],
};
const image: EditorField = { ...base, kind: 'image' };
const images: EditorField = { ...base, kind: 'images' };
const file: EditorField = { ...base, kind: 'file' };
const files: EditorField = { ...base, kind: 'files' };
const reference: EditorField = { ...base, kind: 'reference', target: 'category' };
const references: EditorField = { ...base, kind: 'reference', target: 'product', multiple: true };
const group: EditorField = { ...base, kind: 'group', fields: [text] };
const collection: EditorField = {
  ...base,
  kind: 'collection',
  fields: [text],
  addLabel: 'Liefergebiet hinzufügen',
  itemLabel: 'Liefergebiet',
};

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

describe('previewText', () => {
  it.each<[string, EditorField, unknown, string]>([
    ['text', text, 'Margherita', 'Margherita'],
    ['empty text', text, '', '–'],
    ['blank text', text, '   ', '–'],
    ['missing text', text, undefined, '–'],
    ['textarea keeps line breaks', textarea, 'Zeile 1\nZeile 2', 'Zeile 1\nZeile 2'],
    ['markdown as written', markdown, '**fett**', '**fett**'],
    [
      'wysiwyg without tags',
      wysiwyg,
      '<p>Frisch <b>gebacken</b></p>\n<p>  täglich</p>',
      'Frisch gebacken täglich',
    ],
    ['wysiwyg entities', wysiwyg, '<p>Salz &amp; Pfeffer&nbsp;&lt;3&gt;</p>', 'Salz & Pfeffer <3>'],
    ['wysiwyg only tags', wysiwyg, '<p><br></p>', '–'],
    ['integer', number, 250, '250'],
    ['decimal comma', number, 1.5, '1,5'],
    ['no grouping', number, 1234.56, '1234,56'],
    ['negative', number, -0.25, '-0,25'],
    ['zero', number, 0, '0'],
    ['number text from an input', number, '2.75', '2,75'],
    ['number not set', number, null, '–'],
    ['number empty input', number, '', '–'],
    ['not a number', number, 'viel', '–'],
    ['winter instant in Vienna (CET)', dateTime, '2026-01-15T11:05:00.000Z', '15.01.2026 12:05'],
    [
      'summer instant across midnight (CEST)',
      dateTime,
      '2026-07-01T22:30:00.000Z',
      '02.07.2026 00:30',
    ],
    ['last minute before the spring gap', dateTime, '2026-03-29T00:59:00.000Z', '29.03.2026 01:59'],
    ['first minute after the spring gap', dateTime, '2026-03-29T01:00:00.000Z', '29.03.2026 03:00'],
    [
      'autumn 02:30 the first time (CEST)',
      dateTime,
      '2026-10-25T00:30:00.000Z',
      '25.10.2026 02:30',
    ],
    [
      'autumn 02:30 the second time (CET)',
      dateTime,
      '2026-10-25T01:30:00.000Z',
      '25.10.2026 02:30',
    ],
    ['instant with offset', dateTime, '2026-11-20T09:30:00+01:00', '20.11.2026 09:30'],
    ['invalid instant', dateTime, 'morgen', '–'],
    ['instant not set', dateTime, null, '–'],
    ['time of day', time, '07:05', '07:05'],
    ['midnight', time, '00:00', '00:00'],
    ['invalid time', time, '24:00', '–'],
    ['time not set', time, '', '–'],
    ['calendar date', date, '2026-02-28', '28.02.2026'],
    ['leap day', date, '2028-02-29', '29.02.2028'],
    ['invalid calendar date', date, '2026-02-30', '–'],
    ['calendar date not set', date, null, '–'],
    ['true', boolean, true, 'Ja'],
    ['false', boolean, false, 'Nein'],
    ['boolean not set', boolean, null, 'Nein'],
    ['select label', select, 'delivery', 'Lieferung'],
    ['select unknown value', select, 'dineIn', 'dineIn'],
    ['select nothing chosen', select, '', '–'],
    ['image alt text', image, anImage, 'Pizza'],
    ['image without alt text', image, { ...anImage, alt: '' }, '1 Bild'],
    ['image as id ref', image, { id: 7 }, '1 Bild'],
    ['no image', image, null, '–'],
    ['file name', file, anUpload, 'Speisekarte.pdf'],
    ['file as id ref', file, { id: 9 }, '1 Datei'],
    ['no file', file, null, '–'],
    ['one image', images, [anImage], '1 Bild'],
    ['three images', images, [anImage, { id: 8 }, { id: 9 }], '3 Bilder'],
    ['no images', images, [], '–'],
    ['one file', files, [anUpload], '1 Datei'],
    ['two files', files, [anUpload, { id: 10 }], '2 Dateien'],
    ['no files', files, undefined, '–'],
    ['single reference as ref', reference, { id: 3 }, '1 ausgewählt'],
    ['single reference as id', reference, 3, '1 ausgewählt'],
    ['single reference not set', reference, null, '–'],
    ['multiple references', references, [{ id: 1 }, 2, '3'], '3 ausgewählt'],
    ['one of multiple references', references, [4], '1 ausgewählt'],
    ['no multiple references', references, [], '–'],
    ['group', group, { x: 'a' }, ''],
    ['one collection entry', collection, [{ x: 'a' }], '1 Eintrag'],
    ['collection entries', collection, [{ x: 'a' }, { x: 'b' }], '2 Einträge'],
    ['empty collection', collection, [], '–'],
  ])('%s', (_, field, value, expected) => {
    expect(previewText(field, value, VIENNA)).toBe(expected);
  });

  it('shows an instant in the given zone', () => {
    expect(previewText(dateTime, '2026-11-20T08:30:00.000Z', 'UTC')).toBe('20.11.2026 08:30');
    expect(previewText(dateTime, '2026-11-20T08:30:00.000Z', 'America/New_York')).toBe(
      '20.11.2026 03:30',
    );
  });
});

describe('htmlToPlainText', () => {
  it.each<[string, string]>([
    ['', ''],
    ['ohne Tags', 'ohne Tags'],
    ['<h2>Titel</h2><ul><li>eins</li><li>zwei</li></ul>', 'Titel eins zwei'],
    ['Zeile<br/>zwei', 'Zeile zwei'],
    ['<a href="/x">Link</a>-Text', 'Link-Text'],
    ['&#8364; 5 &#x2013; &unknown;', '€ 5 – &unknown;'],
  ])('%j', (html, expected) => {
    expect(htmlToPlainText(html)).toBe(expected);
  });
});
