import { BLOCK_TYPES } from '@bestellwerk/domain';
import { BLOCK_FIELDS, editorValuesOf, newBlockValue, storedValueOf } from './block-schemas.js';

const image = { id: 4, version: 2, extension: 'jpg', width: 640, height: 480, alt: 'Torte' };

describe('block values between the API and the form engine', () => {
  it('turns stored page ids into references and back, keeping images whole', () => {
    const stored = {
      title: 'Catering',
      subtitle: '',
      image,
      link: { label: 'Mehr', target: 7, url: '' },
    };
    const values = editorValuesOf(BLOCK_FIELDS.hero, stored);
    expect(values.link).toEqual({ label: 'Mehr', target: { id: 7 }, url: '' });
    expect(values.image).toBe(image);
    expect(storedValueOf(BLOCK_FIELDS.hero, values)).toEqual(stored);
  });

  it('reads teasers as site references and writes them back as { site: id }', () => {
    const stored = { title: 'Spezialitäten', teasers: [{ site: 3 }, { site: 5 }] };
    const values = editorValuesOf(BLOCK_FIELDS.specialties, stored);
    expect(values.teasers).toEqual([{ site: { id: 3 } }, { site: { id: 5 } }]);
    expect(storedValueOf(BLOCK_FIELDS.specialties, values)).toEqual(stored);
  });

  it('fills missing fields (a null link) and keeps keys the schema does not name', () => {
    const values = editorValuesOf(BLOCK_FIELDS['text-slider'], { link: null, extra: 1 });
    expect(values).toEqual({
      text: '',
      link: { label: '', target: null, url: '' },
      images: [],
      extra: 1,
    });
    expect(storedValueOf(BLOCK_FIELDS.form, { privacySite: { id: 9 }, thankYou: 'Danke' })).toEqual(
      { privacySite: 9, thankYou: 'Danke' },
    );
  });

  it.each(BLOCK_TYPES)(
    'starts a new %s block with empty fields and the default link label',
    (type) => {
      const value = newBlockValue(type);
      expect(Object.keys(value).sort()).toEqual(
        BLOCK_FIELDS[type].map((field) => field.name).sort(),
      );
      if ('link' in value)
        expect(value.link).toEqual({ label: 'Mehr erfahren', target: null, url: '' });
    },
  );
});
