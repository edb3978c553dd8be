import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import type { Branch, Config, InitEntry, Site, Tag } from '@bestellwerk/domain';
import { makeBranch, makeConfig, makeImage, makeMe, makeSite } from '@bestellwerk/domain/testing';
import { LazyBranchPage } from '../branch/index.js';
import { LazyBranchMapView } from '../map/index.js';
import { HomePage } from './home-page.js';

// The map library never loads in tests; the map's own spec covers it.
jest.mock('../map/load-maplibre.js', () => ({ loadMapLibre: () => new Promise(() => {}) }));

const TAGS: Tag[] = [
  { id: 10, name: 'Café', image: null },
  { id: 11, name: 'Lieferservice', image: null },
];

const INNENSTADT = makeBranch({
  id: 1,
  identifier: 'innenstadt',
  name: 'Filiale Innenstadt',
  street: 'Altstadt 3',
  zipCode: '6020',
  city: 'Innsbruck',
  tags: [{ id: 10 }],
  images: [makeImage({ id: 40, width: 1600, height: 900 })],
  logo: makeImage({ id: 41, width: 200, height: 200 }),
  latitude: 47.268,
  longitude: 11.393,
});
const HALL = makeBranch({
  id: 3,
  identifier: 'hall',
  name: 'Filiale Hall',
  street: 'Stadtplatz 1',
  zipCode: '6060',
  city: 'Hall in Tirol',
  tags: [{ id: 11 }],
  images: [makeImage({ id: 42 })],
});
const WOERGL = makeBranch({
  id: 5,
  identifier: 'woergl',
  name: 'Filiale Wörgl',
  street: 'Bahnhofstraße 9',
  zipCode: '6300',
  city: 'Wörgl',
  tags: [{ id: 10 }, { id: 11 }],
});
const ZENTRALE = makeBranch({ id: 2, identifier: 'intern', name: 'Zentrale', isPublic: false });
const UMBAU = makeBranch({ id: 4, identifier: 'umbau', name: 'Umbau', isEnabled: false });

interface Setup {
  config?: Partial<Config>;
  branches?: Branch[];
  sites?: Site[];
  admin?: boolean;
  consent?: boolean;
}

function renderHome({
  config = {},
  branches = [INNENSTADT, ZENTRALE, HALL, UMBAU, WOERGL],
  sites = [],
  admin = false,
  consent = false,
}: Setup = {}) {
  const stores = new RootStore();
  const entries: InitEntry[] = [
    {
      url: '/api/config',
      data: makeConfig({ shopName: 'Bäckerei Korn', title: 'Unsere Filialen', ...config }),
    },
    { url: '/api/branches', data: branches },
    { url: '/api/tags', data: TAGS },
    { url: '/api/sites', data: sites },
  ];
  if (admin) entries.push({ url: '/api/users/me', data: makeMe({ roles: ['ROLE_ADMIN'] }) });
  stores.init.apply(entries);
  runInAction(() => {
    stores.consent.hasConsent = consent;
  });
  render(
    <StoresProvider value={stores}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return stores;
}

const cardNames = () =>
  screen
    .queryAllByTestId('branch-card')
    .map((card) => within(card).getByRole('heading').textContent);

describe('HomePage branch list', () => {
  it('lists the enabled, public branches as cards linking to their store', () => {
    renderHome();

    const cards = screen.getAllByTestId('branch-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('href', '/store/innenstadt');
    expect(
      within(cards[0]).getByRole('heading', { name: 'Filiale Innenstadt' }),
    ).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Altstadt 3');
    expect(cards[0]).toHaveTextContent('6020 Innsbruck');
    expect(cards[1]).toHaveAttribute('href', '/store/hall');
    expect(screen.queryByText('Zentrale')).not.toBeInTheDocument();
    expect(screen.queryByText('Umbau')).not.toBeInTheDocument();
  });

  it('shows the configured title and description and names the page after it', async () => {
    renderHome({ config: { description: '<p>Frisch aus <strong>Tirol</strong></p>' } });

    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Filialen' })).toBeInTheDocument();
    // The sanitiser loads with the first rich text.
    expect((await screen.findByText('Tirol')).tagName).toBe('STRONG');
    expect(document.title).toBe('Unsere Filialen - Bäckerei Korn');
  });

  it('loads the first header image eagerly and later ones lazily, with size attributes', () => {
    renderHome();
    const container = document.body;

    const images = container.querySelectorAll<HTMLImageElement>('.bw-branch-card__image');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('src', '/image/small/40-3.jpg');
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[0].getAttribute('srcset')).toContain('/image/40-3.jpg 1600w');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('.bw-branch-card__logo')).toHaveAttribute(
      'src',
      '/image/thumbnail/41-3.jpg',
    );
  });

  it('starts loading the branch page when a card is pointed at or focused', () => {
    const preload = jest.spyOn(LazyBranchPage, 'preload').mockReturnValue(new Promise(() => {}));
    try {
      renderHome();
      const [first, second] = screen.getAllByTestId('branch-card');
      expect(preload).not.toHaveBeenCalled();

      fireEvent.pointerOver(first);
      expect(preload).toHaveBeenCalledTimes(1);
      act(() => second.focus());
      expect(preload).toHaveBeenCalledTimes(2);
    } finally {
      preload.mockRestore();
    }
  });

  it('shows staff the non-public branches, marked as such', () => {
    renderHome({ admin: true });

    const card = screen.getByRole('link', { name: /Zentrale/ });
    expect(card).toHaveClass('bw-branch-card--inactive');
    expect(card).toHaveTextContent('Nicht öffentlich');
    expect(screen.queryByText('Umbau')).not.toBeInTheDocument();
  });

  it('flags a branch that closes within the hour', () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:30:00+01:00') });
    try {
      renderHome({
        branches: [
          makeBranch({
            id: 1,
            name: 'Filiale Innenstadt',
            openingHours: [
              { type: 'daily', date: null, isClosed: false, from: '08:00', to: '11:00' },
            ],
          }),
          makeBranch({
            id: 3,
            identifier: 'hall',
            name: 'Filiale Hall',
            openingHours: [
              { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' },
            ],
          }),
        ],
      });

      expect(screen.getByRole('link', { name: /Filiale Innenstadt/ })).toHaveTextContent(
        'Schließt bald',
      );
      expect(screen.getByRole('link', { name: /Filiale Hall/ })).not.toHaveTextContent(
        'Schließt bald',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('HomePage search and tag filter', () => {
  it('has no search box or tag filter while their plugins are off', () => {
    renderHome();

    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Café' })).not.toBeInTheDocument();
  });

  it('narrows the list by zip code and shows the count text', () => {
    renderHome({ config: { enablePluginSearch: true } });

    const search = screen.getByRole('searchbox', { name: 'Filiale suchen' });
    expect(search).toHaveAttribute('placeholder', 'PLZ / Ort');
    expect(screen.getByRole('status')).toHaveTextContent('');

    fireEvent.change(search, { target: { value: '6060' } });

    expect(cardNames()).toEqual(['Filiale Hall']);
    expect(screen.getByRole('status')).toHaveTextContent('1 von 3 Filialen werden angezeigt.');
  });

  it('matches any word of the term, split on spaces and commas', () => {
    renderHome({ config: { enablePluginSearch: true } });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' wörgl,innsbruck ' } });

    expect(cardNames()).toEqual(['Filiale Innenstadt', 'Filiale Wörgl']);
    expect(screen.getByRole('status')).toHaveTextContent('2 von 3 Filialen werden angezeigt.');
  });

  it('says so when nothing matches', () => {
    renderHome({ config: { enablePluginSearch: true } });

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '9999' } });

    expect(screen.queryAllByTestId('branch-card')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Leider wurden keine Ergebnisse gefunden.',
    );
  });

  it('filters by a tag and clears the filter when the selected tag is clicked again', () => {
    renderHome({ config: { enablePluginTags: true } });

    const cafe = screen.getByRole('button', { name: 'Café' });
    expect(cafe).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(cafe);
    expect(cafe).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Filiale Innenstadt', 'Filiale Wörgl']);
    expect(screen.getByRole('status')).toHaveTextContent('2 von 3 Filialen werden angezeigt.');

    fireEvent.click(screen.getByRole('button', { name: 'Lieferservice' }));
    expect(cafe).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Filiale Hall', 'Filiale Wörgl']);

    fireEvent.click(screen.getByRole('button', { name: 'Lieferservice' }));
    expect(cardNames()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('combines the term with the selected tag', () => {
    renderHome({ config: { enablePluginTags: true, enablePluginSearch: true } });

    fireEvent.click(screen.getByRole('button', { name: 'Café' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Hall' } });

    expect(screen.getByRole('status')).toHaveTextContent(
      'Leider wurden keine Ergebnisse gefunden.',
    );
  });
});

describe('HomePage with a single branch', () => {
  const ONLY = makeBranch({
    id: 1,
    identifier: 'innenstadt',
    name: 'Filiale Innenstadt',
    street: 'Altstadt 3',
    zipCode: '6020',
    city: 'Innsbruck',
    phone: '+43 512 123456',
    email: 'innenstadt@korn.example',
    website: 'www.korn.example',
    latitude: 47.268,
    longitude: 11.393,
    openingHours: [
      { type: 'daily', date: null, isClosed: false, from: '07:00', to: '18:00' },
      { type: 'saturday', date: null, isClosed: false, from: '07:00', to: '12:00' },
      { type: 'sunday', date: null, isClosed: true, from: '00:00', to: '00:00' },
    ],
    deliveryHours: [{ type: 'daily', date: null, isClosed: false, from: '11:00', to: '14:00' }],
    isDeliveryHoursEnabled: true,
  });

  it('shows the three teasers instead of a card list', () => {
    renderHome({ branches: [ONLY, ZENTRALE, UMBAU] });

    expect(screen.queryByTestId('branch-card')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jetzt bestellen' })).toHaveAttribute(
      'href',
      '/store/innenstadt',
    );
    expect(screen.getByRole('link', { name: 'Anrufen: +43 512 123456' })).toHaveAttribute(
      'href',
      'tel:+43512123456',
    );
    const route = screen.getByRole('link', { name: /Route planen/ });
    expect(route).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=47.268%2C11.393',
    );
    expect(route).toHaveAttribute('target', '_blank');
    expect(route).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the opening hours Monday first and switches to the delivery hours', () => {
    renderHome({ branches: [ONLY] });

    const rows = () =>
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent);
    expect(screen.getByRole('heading', { name: 'Öffnungszeiten' })).toBeInTheDocument();
    expect(rows()[0]).toBe('Montag07:00 – 18:00');
    expect(rows()[5]).toBe('Samstag07:00 – 12:00');
    expect(rows()[6]).toBe('SonntagGeschlossen');

    fireEvent.click(screen.getByRole('button', { name: 'Lieferzeiten' }));

    expect(screen.getByRole('button', { name: 'Lieferzeiten' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { name: 'Lieferzeiten' })).toBeInTheDocument();
    expect(rows()[6]).toBe('Sonntag11:00 – 14:00');
  });

  it('has no hours switch when delivery hours are off', () => {
    renderHome({ branches: [{ ...ONLY, isDeliveryHoursEnabled: false }] });

    expect(screen.queryByRole('button', { name: 'Lieferzeiten' })).not.toBeInTheDocument();
  });

  it('shows the contact block', () => {
    renderHome({ branches: [ONLY] });

    const contact = screen.getByRole('region', { name: 'Kontakt Filiale Innenstadt' });
    expect(contact).toHaveTextContent('Altstadt 3');
    expect(contact).toHaveTextContent('6020 Innsbruck');
    expect(within(contact).getByRole('link', { name: 'innenstadt@korn.example' })).toHaveAttribute(
      'href',
      'mailto:innenstadt@korn.example',
    );
    expect(within(contact).getByRole('link', { name: /www\.korn\.example/ })).toHaveAttribute(
      'href',
      'https://www.korn.example',
    );
  });
});

describe('HomePage map', () => {
  // The map view is a chunk of its own; loaded up front, it renders synchronously.
  beforeAll(() => LazyBranchMapView.preload());

  it('shows no map without cookie consent', () => {
    renderHome({ config: { enablePluginMapbox: true }, consent: false });

    expect(screen.queryByTestId('branch-map-canvas')).not.toBeInTheDocument();
  });

  it('shows no map while the map plugin is off', () => {
    renderHome({ config: { enablePluginMapbox: false }, consent: true });

    expect(screen.queryByTestId('branch-map-canvas')).not.toBeInTheDocument();
  });

  it('shows the map with plugin and consent', () => {
    renderHome({ config: { enablePluginMapbox: true }, consent: true });

    expect(screen.getByTestId('branch-map-canvas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Route zu Filiale Innenstadt/ })).toBeInTheDocument();
  });
});

describe('HomePage with the home-page plugin', () => {
  const HOME = makeSite({
    id: 9,
    path: '',
    title: 'Willkommen',
    content: [{ type: 'text', value: { html: '<p>Seit 1920 backen wir.</p>' } }],
  });

  it('shows the site with the empty path instead of the branch list', async () => {
    // Its code is a chunk of its own (lazy-part.spec covers the loader); act waits for it.
    await act(async () => {
      renderHome({ config: { enablePluginHomePage: true }, sites: [HOME] });
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen' })).toBeInTheDocument();
    expect(await screen.findByText('Seit 1920 backen wir.')).toBeInTheDocument();
    expect(screen.queryByTestId('branch-card')).not.toBeInTheDocument();
  });

  it('keeps the built-in home while the plugin is off', () => {
    renderHome({ sites: [HOME] });

    expect(screen.queryByTestId('home-site')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('branch-card')).toHaveLength(3);
  });

  it('falls back to the built-in home when visitors cannot see the home site', () => {
    renderHome({ config: { enablePluginHomePage: true }, sites: [{ ...HOME, isPublic: false }] });

    expect(screen.queryByTestId('home-site')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('branch-card')).toHaveLength(3);
  });
});
