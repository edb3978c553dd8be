import type { SignageSegmentType } from '../contract/signage.js';
import {
  normaliseSignageContent,
  signageContentErrors,
  signageContentReferences,
  SIGNAGE_CONTENT_MESSAGES as M,
} from './content-rules.js';

describe('signageContentErrors', () => {
  it.each<[string, SignageSegmentType, unknown, [string, string][]]>([
    ['an empty menu board', 'menu', {}, []],
    ['missing content of a pickup board', 'pickup', undefined, []],
    [
      'a full menu board',
      'menu',
      {
        title: 'Frühstück',
        categories: [1, 2],
        unavailable: 'hide',
        showPrices: false,
        backgroundColor: '#fff',
        textColor: '#112233',
      },
      [],
    ],
    ['content that is a list', 'menu', [1], [['content', M.notObject]]],
    [
      'categories as names',
      'menu',
      { categories: ['torten'] },
      [['content.categories', M.categories]],
    ],
    ['a repeated category', 'menu', { categories: [1, 1] }, [['content.categories', M.categories]]],
    [
      'an unknown unavailable mode',
      'menu',
      { unavailable: 'grey' },
      [['content.unavailable', M.unavailable]],
    ],
    ['showPrices as text', 'menu', { showPrices: 'ja' }, [['content.showPrices', M.flag]]],
    ['a colour name', 'pickup', { backgroundColor: 'red' }, [['content.backgroundColor', M.color]]],
    ['a long title', 'pickup', { title: 'x'.repeat(201) }, [['content.title', M.title]]],
    ['an image without image', 'image', { fit: 'cover' }, [['content.image', M.image]]],
    ['an image with a bad fit', 'image', { image: 3, fit: 'stretch' }, [['content.fit', M.fit]]],
    ['a video', 'video', { upload: 4 }, []],
    ['a video without upload', 'video', { upload: '4' }, [['content.upload', M.upload]]],
    ['a text without html', 'text', { title: 'Hinweis' }, [['content.html', M.html]]],
    ['a template', 'template', { imageTemplate: 2 }, []],
    ['a template without template', 'template', {}, [['content.imageTemplate', M.imageTemplate]]],
  ])('%s', (_name, type, content, expected) => {
    expect(signageContentErrors(type, content).map((e) => [e.field, e.message])).toEqual(expected);
  });
});

describe('normaliseSignageContent', () => {
  it('never passes on a colour that is not a hex colour (a TV draws no injected CSS)', () => {
    expect(
      normaliseSignageContent('pickup', {
        backgroundColor: 'red; background-image: url(//evil)',
        textColor: '#FFF',
      }),
    ).toEqual({ textColor: '#FFF' });
  });

  it('fills the menu board defaults and drops unknown keys', () => {
    expect(normaliseSignageContent('menu', { categories: [3], menu: 7 })).toEqual({
      categories: [3],
      unavailable: 'dim',
      showPrices: true,
      showImages: true,
      showAllergens: true,
    });
  });

  it('keeps set values and colours', () => {
    expect(
      normaliseSignageContent('menu', {
        unavailable: 'hide',
        showPrices: false,
        textColor: '#000',
      }),
    ).toMatchObject({ unavailable: 'hide', showPrices: false, textColor: '#000' });
  });

  it('lets images cover the screen by default', () => {
    expect(normaliseSignageContent('image', { image: 5 })).toEqual({ image: 5, fit: 'cover' });
    expect(normaliseSignageContent('video', { upload: 6, fit: 'contain' })).toEqual({
      upload: 6,
      fit: 'contain',
    });
  });

  it('keeps the text of a text board', () => {
    expect(normaliseSignageContent('text', { html: '<p>Hallo</p>', title: '' })).toEqual({
      html: '<p>Hallo</p>',
    });
  });
});

describe('signageContentReferences', () => {
  it.each<[SignageSegmentType, Record<string, unknown>, object]>([
    [
      'menu',
      { categories: [1, 2] },
      { categories: [1, 2], images: [], uploads: [], imageTemplates: [] },
    ],
    ['image', { image: 3 }, { categories: [], images: [3], uploads: [], imageTemplates: [] }],
    ['video', { upload: 4 }, { categories: [], images: [], uploads: [4], imageTemplates: [] }],
    [
      'template',
      { imageTemplate: 5 },
      { categories: [], images: [], uploads: [], imageTemplates: [5] },
    ],
    ['text', { image: 3 }, { categories: [], images: [], uploads: [], imageTemplates: [] }],
  ])('%s', (type, content, expected) => {
    expect(signageContentReferences(type, content)).toEqual(expected);
  });
});
