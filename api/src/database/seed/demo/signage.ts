// Digital signage: menu boards (breakfast in the morning, cakes from 11:00), the pickup board,
// a text and an image board; one stream per branch TV with dayparts on its entries.
// Menu segments name a menu key and category keys of that menu; the loader resolves them.
import type { SignageDaypart } from '@bestellwerk/domain';
import type {
  SeedSignageDevice,
  SeedSignageSegment,
  SeedSignageStream,
  SeedSignageStreamEntry,
} from './seed-types.js';

const ALWAYS: SignageDaypart | null = null;
const daypart = (part: Partial<SignageDaypart>): SignageDaypart => ({
  weekdays: [],
  from: null,
  to: null,
  startDate: null,
  endDate: null,
  ...part,
});
/** Monday to Saturday, 06:00–11:00: the breakfast hours. */
const BREAKFAST = daypart({ weekdays: [1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' });
/** From 11:00, when the cakes are in the showcase. */
const AFTER_BREAKFAST = daypart({ from: '11:00' });

const MENU_BOARD = {
  unavailable: 'dim',
  showPrices: true,
  showImages: true,
  showAllergens: true,
} as const;

export const signageSegments: SeedSignageSegment[] = [
  {
    key: 'fruehstueckstafel',
    name: 'Frühstückstafel',
    type: 'menu',
    duration: 20,
    isEnabled: true,
    daypart: BREAKFAST,
    content: {
      ...MENU_BOARD,
      title: 'Frühstück bis 11 Uhr',
      menu: 'sortiment-2026',
      categories: ['fruehstueck'],
    },
  },
  {
    key: 'mehlspeisentafel',
    name: 'Torten & Mehlspeisen',
    type: 'menu',
    duration: 20,
    isEnabled: true,
    daypart: ALWAYS,
    content: {
      ...MENU_BOARD,
      title: 'Heute in der Vitrine',
      menu: 'sortiment-2026',
      categories: ['torten'],
      backgroundColor: '#3B2416',
      textColor: '#FFF8EE',
    },
  },
  {
    key: 'brottafel',
    name: 'Brot & Gebäck',
    type: 'menu',
    duration: 20,
    isEnabled: true,
    daypart: ALWAYS,
    content: {
      ...MENU_BOARD,
      unavailable: 'hide',
      title: 'Frisch aus dem Ofen',
      menu: 'vorbestellung-linz-2026',
      categories: ['brot', 'gebaeck'],
    },
  },
  {
    key: 'abholbereit',
    name: 'Abholbereit',
    type: 'pickup',
    duration: 15,
    isEnabled: true,
    daypart: ALWAYS,
    content: { title: 'Abholbereit', backgroundColor: '#1F4D2B', textColor: '#FFFFFF' },
  },
  {
    key: 'weihnachtsbaeckerei-hinweis',
    name: 'Hinweis Weihnachtsbäckerei',
    type: 'text',
    duration: 12,
    isEnabled: true,
    daypart: daypart({ startDate: '2026-11-01', endDate: '2026-12-24' }),
    content: {
      title: 'Weihnachtsbäckerei',
      html: '<p>Vanillekipferl und Butterstollen jetzt <strong>vorbestellen</strong> – online oder an der Theke.</p>',
      backgroundColor: '#C49560',
      textColor: '#FFFFFF',
    },
  },
  {
    key: 'backstube-bild',
    name: 'Unsere Backstube',
    type: 'image',
    duration: 10,
    isEnabled: true,
    daypart: ALWAYS,
    content: {
      image: 'category:torten',
      fit: 'cover',
      caption: 'Jeden Tag frisch aus unserer Backstube',
    },
  },
];

const entry = (segment: string, part: SignageDaypart | null = ALWAYS): SeedSignageStreamEntry => ({
  segment,
  daypart: part,
});

export const signageStreams: SeedSignageStream[] = [
  {
    key: 'schaufenster-wien',
    name: 'Schaufenster Wien',
    isEnabled: true,
    entries: [
      entry('fruehstueckstafel'),
      entry('mehlspeisentafel', AFTER_BREAKFAST),
      entry('abholbereit'),
      entry('weihnachtsbaeckerei-hinweis'),
      entry('backstube-bild'),
    ],
  },
  {
    key: 'schaufenster-graz',
    name: 'Schaufenster Graz',
    isEnabled: true,
    entries: [
      entry('fruehstueckstafel'),
      entry('mehlspeisentafel', AFTER_BREAKFAST),
      entry('abholbereit'),
      entry('backstube-bild', daypart({ weekdays: [6, 7] })),
    ],
  },
  {
    key: 'schaufenster-linz',
    name: 'Schaufenster Linz',
    isEnabled: true,
    entries: [
      entry('brottafel', daypart({ to: '11:00' })),
      entry('mehlspeisentafel', AFTER_BREAKFAST),
      entry('abholbereit'),
      entry('weihnachtsbaeckerei-hinweis'),
    ],
  },
];

export const signageDevices: SeedSignageDevice[] = [
  {
    key: 'wien-schaufenster',
    identifier: 'wien-schaufenster',
    name: 'Schaufenster Neubaugasse',
    branch: 'wien-neubau',
    stream: 'schaufenster-wien',
    orientation: 'landscape',
  },
  {
    key: 'graz-schaufenster',
    identifier: 'graz-schaufenster',
    name: 'Schaufenster Sporgasse',
    branch: 'graz-innere-stadt',
    stream: 'schaufenster-graz',
    orientation: 'landscape',
  },
  {
    key: 'linz-schaufenster',
    identifier: 'linz-schaufenster',
    name: 'Schaufenster Hauptstraße',
    branch: 'linz-urfahr',
    stream: 'schaufenster-linz',
    orientation: 'portrait',
  },
];
