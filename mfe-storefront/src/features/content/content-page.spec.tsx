import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import type { InitEntry, Site } from '@bestellwerk/domain';
import { makeConfig, makeImage, makeMe, makeSite } from '@bestellwerk/domain/testing';
import { ContentPage } from './content-page.js';

const SHOP = makeConfig({ shopName: 'Bäckerei Korn', privacyPolicyText: '<p>Ihre Daten</p>' });

function renderContent(path: string, siteList: Site[], options: { admin?: boolean } = {}) {
  const stores = new RootStore();
  const entries: InitEntry[] = [
    { url: '/api/config', data: SHOP },
    { url: '/api/sites', data: siteList },
  ];
  if (options.admin)
    entries.push({ url: '/api/users/me', data: makeMe({ roles: ['ROLE_ADMIN'] }) });
  stores.init.apply(entries);
  render(
    <StoresProvider value={stores}>
      <MemoryRouter initialEntries={[path]}>
        <ContentPage />
      </MemoryRouter>
    </StoresProvider>,
  );
  return stores;
}

const aboutUs = makeSite({
  id: 2,
  path: '/site/ueber-uns',
  title: '',
  name: 'Über uns',
  content: [{ type: 'text', value: { html: '<p>Bäckerei Korn GmbH</p>' } }],
});

function specialty(id: number, name: string, overrides: Partial<Site> = {}): Site {
  return makeSite({
    id,
    path: `/site/spezialitaeten/${name.toLowerCase()}`,
    name,
    title: `Unsere ${name}`,
    description: `${name} aus der Backstube`,
    type: 'custom_specialty',
    image: makeImage({ id: 40 + id, alt: name }),
    content: [
      {
        type: 'hero',
        value: { title: name, subtitle: 'Handgemacht', image: null, link: null },
      },
      { type: 'text-slider', value: { text: `<p>Über ${name}</p>`, link: null, images: [] } },
    ],
    ...overrides,
  });
}

describe('ContentPage', () => {
  it('shows a stored site and names the page after its title or name', async () => {
    renderContent('/site/ueber-uns/', [aboutUs]);

    expect(screen.getByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    // The sanitiser loads with the first rich text.
    expect(await screen.findByText('Bäckerei Korn GmbH')).toBeInTheDocument();
    expect(document.title).toBe('Über uns - Bäckerei Korn');
    expect(screen.queryByText('Entwurf')).not.toBeInTheDocument();
  });

  it('shows the configured legal text on its legal route', () => {
    renderContent('/datenschutz', [aboutUs]);

    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Daten')).toBeInTheDocument();
    expect(document.title).toBe('Datenschutz - Bäckerei Korn');
  });

  it('shows the 404 view for an unknown path', () => {
    renderContent('/gibt-es-nicht', [aboutUs]);

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Leider wurde die angeforderte Seite nicht gefunden.'),
    ).toBeInTheDocument();
    expect(document.title).toBe('404 Not Found - Bäckerei Korn');
  });

  it('shows a loader, not the 404 view, while the start-up data is still loading', () => {
    const stores = new RootStore({ fetch: () => new Promise<Response>(() => {}) });
    void stores.init.load();
    render(
      <StoresProvider value={stores}>
        <MemoryRouter initialEntries={['/site/ueber-uns']}>
          <ContentPage />
        </MemoryRouter>
      </StoresProvider>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByText('404 Not Found')).not.toBeInTheDocument();
  });

  it('shows a draft to staff with a draft marker and hides it from visitors', () => {
    const draft = makeSite({
      path: '/site/karriere',
      name: 'Karriere',
      title: 'Karriere',
      isPublic: false,
    });

    renderContent('/site/karriere', [draft], { admin: true });
    expect(screen.getByRole('note')).toHaveTextContent('Entwurf');
    expect(screen.getByRole('heading', { level: 1, name: 'Karriere' })).toBeInTheDocument();
  });

  it('answers a draft with the 404 view for visitors', () => {
    renderContent('/site/karriere', [makeSite({ path: '/site/karriere', isPublic: false })]);

    expect(screen.getByRole('heading', { level: 1, name: '404 Not Found' })).toBeInTheDocument();
  });

  it('shows the 500 view for a page whose type is not configured', () => {
    const odd = makeSite({ path: '/site/alt', type: 'legacy_landing' as Site['type'] });
    renderContent('/site/alt', [odd]);

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '500 Internal Server Error - Leider ist ein interner Fehler aufgetreten.',
      }),
    ).toBeInTheDocument();
  });

  it('renders a subpage from its blocks: hero as the heading, text, profile, frame and link', () => {
    const site = makeSite({
      id: 7,
      path: '/site/catering',
      name: 'Catering',
      title: 'Catering für Büro und Feier',
      type: 'custom_site',
      content: [
        {
          type: 'hero',
          value: {
            title: 'Catering',
            subtitle: 'Frisch belegt',
            image: null,
            link: { label: '', target: 2, url: '' },
          },
        },
        {
          type: 'text-slider',
          value: {
            text: '<h2>So einfach geht’s</h2><p>Bestellen, abholen.</p>',
            link: { label: 'In Wien bestellen', target: null, url: '/store/wien' },
            images: [],
          },
        },
        {
          type: 'profile',
          value: { image: null, title: 'Maria Huber', text: '<p>Bäckermeisterin</p>' },
        },
        {
          type: 'iframe',
          value: {
            text: '<p>Online bewerben</p>',
            url: 'https://jobs.example.com/form',
            height: 640,
          },
        },
        { type: 'iframe', value: { text: '', url: 'javascript:alert(1)', height: 0 } },
      ],
    });
    renderContent('/site/catering', [site, aboutUs]);

    expect(screen.getByRole('heading', { level: 1, name: 'Catering' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Catering für Büro und Feier - Bäckerei Korn');
    expect(screen.getByText('Frisch belegt')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute(
      'href',
      '/site/ueber-uns',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'So einfach geht’s' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'In Wien bestellen' })).toHaveAttribute(
      'href',
      '/store/wien',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Maria Huber' })).toBeInTheDocument();
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]).toHaveAttribute('src', 'https://jobs.example.com/form');
    expect(frames[0]).toHaveAttribute('title', 'Eingebetteter Inhalt von jobs.example.com');
    expect(frames[0].getAttribute('sandbox')).toContain('allow-scripts');
    expect(frames[0].getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('renders a specialty page, then every other public specialty page with a Mehr-erfahren link', () => {
    const torte = specialty(11, 'Sachertorte');
    const brot = specialty(12, 'Bauernbrot');
    const semmel = specialty(13, 'Kaisersemmel');
    const draft = specialty(14, 'Krapfen', { isPublic: false });
    renderContent('/site/spezialitaeten/sachertorte', [torte, brot, semmel, draft, aboutUs]);

    expect(screen.getByRole('heading', { level: 1, name: 'Sachertorte' })).toBeInTheDocument();
    expect(screen.getByText('Über Sachertorte')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Weitere Spezialitäten' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const titles = items.map((item) => within(item).getByRole('heading').textContent);
    expect([...titles].sort()).toEqual(['Unsere Bauernbrot', 'Unsere Kaisersemmel']);
    const brotItem = items.find((item) => item.textContent?.includes('Bauernbrot'))!;
    expect(within(brotItem).getByText('Bauernbrot aus der Backstube')).toBeInTheDocument();
    expect(within(brotItem).getByRole('img', { name: 'Bauernbrot' })).toHaveAttribute(
      'src',
      '/image/small/52-3.jpg',
    );
    expect(within(brotItem).getByRole('link', { name: /^Mehr erfahren/ })).toHaveAttribute(
      'href',
      '/site/spezialitaeten/bauernbrot',
    );
  });

  it('renders the start page type with the landing hero and the specialties anchor', () => {
    const torte = specialty(11, 'Sachertorte');
    const home = makeSite({
      id: 1,
      path: '/site/start',
      name: 'Startseite',
      title: 'Backstube Huber',
      type: 'custom_home',
      content: [
        {
          type: 'specialties',
          value: { title: 'Unsere Spezialitäten', teasers: [{ site: 11 }, { site: 99 }] },
        },
        { type: 'contact', value: { text: '<p>Ruf uns an</p>', image: null } },
        { type: 'map', value: {} },
      ],
    });
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderContent('/site/start', [home, torte]);

    expect(screen.getByRole('heading', { level: 1, name: 'Backstube Huber' })).toBeInTheDocument();
    expect(screen.getByText('Wir sind gerne für Sie da.')).toBeInTheDocument();
    const specialties = document.getElementById('spezialitaeten')!;
    expect(
      within(specialties).getByRole('heading', { name: 'Unsere Spezialitäten' }),
    ).toBeInTheDocument();
    expect(within(specialties).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Ruf uns an')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Weiter zum Inhalt' }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    scrollTo.mockRestore();
  });

  it('shows a contact form block under the #form anchor', async () => {
    const site = makeSite({
      path: '/site/kontakt',
      type: 'custom_site',
      content: [{ type: 'form', value: { privacySite: 2, thankYou: '<p>Danke!</p>' } }],
    });
    renderContent('/site/kontakt', [site, aboutUs]);

    const form = document.getElementById('form')!;
    expect(within(form).getByRole('form', { name: 'Kontaktformular' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/site/ueber-uns',
    );
    await act(async () => {});
  });
});
