import { makeCategory, makeImage, makeProduct, makeUpload } from '@bestellwerk/domain/testing';
import { buildPreviewDisplay, PREVIEW_PICKUP_TICKETS } from './preview-display.js';
import { EMPTY_SIGNAGE_SOURCES } from './signage-sources.js';
import { menuListing } from './signage-test-support.js';

const now = new Date('2026-11-28T13:00:00.000Z');
const breakfast = makeCategory({ id: 1, name: 'Frühstück' });
const cakes = makeCategory({ id: 2, name: 'Torten' });
const other = makeCategory({ id: 3, name: 'Nur Graz' });
const semmel = makeProduct({ id: 11, name: 'Semmel' });
const sacher = makeProduct({ id: 12, name: 'Sachertorte' });
const grazer = makeProduct({ id: 13, name: 'Grazer' });
const sources = {
  ...EMPTY_SIGNAGE_SOURCES,
  menus: [menuListing(1, 1, { 1: [11], 2: [12] }), menuListing(2, 2, { 3: [13] })],
  categories: [breakfast, cakes, other],
  products: [semmel, sacher, grazer],
  images: [makeImage({ id: 5 })],
  uploads: [makeUpload({ id: 6, extension: 'mp4' })],
};

describe('buildPreviewDisplay', () => {
  it('plays the form’s segment alone, always, on a TV of the chosen orientation and branch', () => {
    const display = buildPreviewDisplay({
      segment: {
        id: 4,
        name: 'Frühstück',
        type: 'menu',
        duration: 15,
        content: { categories: [1] },
        daypart: { weekdays: [1], from: '06:00', to: '11:00', startDate: null, endDate: null },
        isEnabled: false,
      },
      orientation: 'portrait',
      branch: 1,
      sources,
      timeZone: 'Europe/Vienna',
      now,
    });
    expect(display.device).toMatchObject({ orientation: 'portrait', branch: { id: 1 } });
    expect(display.playlist).toHaveLength(1);
    expect(display.playlist[0]).toEqual({
      segment: {
        id: 4,
        name: 'Frühstück',
        type: 'menu',
        duration: 15,
        content: { categories: [1] },
        daypart: null,
        isEnabled: true,
      },
      daypart: null,
    });
    expect(display.timeZone).toBe('Europe/Vienna');
    expect(display.generatedAt).toBe(now.toISOString());
  });

  it('holds only the chosen branch’s menus with their categories and products', () => {
    const display = buildPreviewDisplay({
      segment: { type: 'menu', content: {} },
      orientation: 'landscape',
      branch: 1,
      sources,
      timeZone: 'Europe/Vienna',
      now,
    });
    expect(display.catalog.menus.map((menu) => menu.id)).toEqual([1]);
    expect(display.catalog.categories.map((category) => category.name)).toEqual([
      'Frühstück',
      'Torten',
    ]);
    expect(display.catalog.products.map((product) => product.name)).toEqual([
      'Semmel',
      'Sachertorte',
    ]);
    expect(display.images.map((image) => image.id)).toEqual([5]);
    expect(display.uploads.map((upload) => upload.id)).toEqual([6]);
  });

  it('fills what a fresh form lacks and shows sample tickets on an Abholbereit board', () => {
    const display = buildPreviewDisplay({
      segment: { type: 'pickup', duration: null, content: undefined },
      orientation: 'landscape',
      branch: null,
      sources,
      timeZone: 'Europe/Vienna',
      now,
    });
    expect(display.playlist[0].segment).toMatchObject({
      id: 0,
      name: '',
      type: 'pickup',
      duration: 10,
      content: {},
    });
    expect(display.catalog.menus).toHaveLength(2);
    expect(display.pickupTickets).toEqual([...PREVIEW_PICKUP_TICKETS]);
  });
});
