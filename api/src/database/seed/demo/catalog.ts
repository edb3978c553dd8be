// Categories and menus. A category lists no products itself: menus place products into
// categories per branch. The active menu of a branch is the one with the latest availableFrom
// that is already past, so from 1 November 2026 Wien shows the winter menu.
import type { Schedule } from '@bestellwerk/domain';
import {
  brot,
  catering,
  fruehstueck,
  gebaeck,
  getraenke,
  snacks,
  torten,
  winterzeit,
} from './products.js';
import type {
  SeedCategory,
  SeedMenu,
  SeedMenuCategory,
  SeedMenuProduct,
  SeedProduct,
} from './seed-types.js';

export const categories: SeedCategory[] = [
  {
    key: 'brot',
    name: 'Brot',
    description:
      'Alle Brote mit Natursauerteig und mindestens 24 Stunden Teigruhe, täglich frisch aus dem Steinofen.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'gebaeck',
    name: 'Gebäck',
    description: 'Semmeln, Weckerl und süßes Gebäck – ab dem frühen Morgen ofenfrisch.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'torten',
    name: 'Torten & Mehlspeisen',
    description:
      'Klassiker der österreichischen Konditorei als Stück oder als ganze Torte. Ganze Torten bitte zwei Tage im Voraus bestellen.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'snacks',
    name: 'Snacks',
    description: 'Belegtes Gebäck und warme Kleinigkeiten für zwischendurch.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'fruehstueck',
    name: 'Frühstück',
    description: 'Frühstück servieren wir täglich von 6:30 bis 11:00 Uhr.',
    image: null,
    isEnabled: true,
    schedule: {
      startDate: null,
      endDate: null,
      hours: [{ type: 'daily', date: null, isClosed: false, from: '06:30', to: '11:00' }],
    },
    // Shown (not orderable) outside the morning so guests see what they can come back for.
    isVisibleWhenUnavailable: true,
  },
  {
    key: 'getraenke',
    name: 'Getränke',
    description: 'Kaffee von einer kleinen Wiener Rösterei, Tee, Säfte und Limonaden.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'catering',
    name: 'Catering',
    description:
      'Für Büro, Besprechung und Feier: Platten, Gebäckkörbe und Getränke. Bitte mindestens einen Tag im Voraus bestellen.',
    image: null,
    isEnabled: true,
    schedule: null,
    isVisibleWhenUnavailable: false,
  },
  {
    key: 'winterzeit',
    name: 'Winterzeit',
    description: 'Punsch, heiße Maroni und Weihnachtsbäckerei – von November bis Ende Februar.',
    image: null,
    isEnabled: true,
    schedule: { startDate: '2026-11-01', endDate: '2027-02-28', hours: [] },
    isVisibleWhenUnavailable: false,
  },
];

/** Menu entries for products, all enabled unless an override says otherwise. */
function entries(
  products: SeedProduct[],
  overrides: Record<string, Partial<Omit<SeedMenuProduct, 'product'>>> = {},
): SeedMenuProduct[] {
  return products.map((p) => ({
    product: p.key,
    isEnabled: true,
    schedule: null,
    ...overrides[p.key],
  }));
}

function dailySchedule(from: string, to: string): Schedule {
  return {
    startDate: null,
    endDate: null,
    hours: [{ type: 'daily', date: null, isClosed: false, from, to }],
  };
}

/** The full year-round range as Wien and Graz list it. */
const fullRange: SeedMenuCategory[] = [
  { category: 'fruehstueck', products: entries(fruehstueck) },
  { category: 'gebaeck', products: entries(gebaeck) },
  { category: 'brot', products: entries(brot) },
  { category: 'torten', products: entries(torten) },
  { category: 'snacks', products: entries(snacks) },
  { category: 'getraenke', products: entries(getraenke) },
  { category: 'catering', products: entries(catering) },
];

/** Christmas baking can be preordered in Linz from mid-November until 23 December. */
const christmasPreorder: Schedule = { startDate: '2026-11-15', endDate: '2026-12-23', hours: [] };

export const menus: SeedMenu[] = [
  {
    key: 'sortiment-2026',
    name: 'Sortiment 2026',
    availableFrom: '2026-01-01T00:00:00.000Z',
    branches: ['wien-neubau', 'graz-innere-stadt'],
    catalog: fullRange,
  },
  {
    key: 'vorbestellung-linz-2026',
    name: 'Vorbestellsortiment Linz 2026',
    availableFrom: '2026-01-01T00:00:00.000Z',
    branches: ['linz-urfahr'],
    catalog: [
      { category: 'brot', products: entries(brot) },
      { category: 'gebaeck', products: entries(gebaeck) },
      { category: 'torten', products: entries(torten) },
      // No kitchen counter in Linz: the daily soup stays listed in the data but switched off.
      { category: 'snacks', products: entries(snacks, { tagessuppe: { isEnabled: false } }) },
      { category: 'catering', products: entries(catering) },
      {
        category: 'winterzeit',
        products: entries(
          winterzeit.filter((p) => p.key === 'vanillekipferl' || p.key === 'butterstollen'),
          {
            vanillekipferl: { schedule: christmasPreorder },
            butterstollen: { schedule: christmasPreorder },
          },
        ),
      },
    ],
  },
  {
    key: 'wintersortiment-2026',
    name: 'Wintersortiment 2026/27',
    availableFrom: '2026-11-01T00:00:00.000Z',
    branches: ['wien-neubau'],
    catalog: [
      {
        category: 'winterzeit',
        products: entries(winterzeit, {
          // Roasted in front of the shop, while there is daylight.
          maroni: { schedule: dailySchedule('10:00', '18:00') },
          orangenpunsch: { schedule: dailySchedule('14:00', '18:30') },
        }),
      },
      ...fullRange,
    ],
  },
];
