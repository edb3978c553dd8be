import {
  NAVIGATION_MAX_DEPTH,
  type Block,
  type InitEntry,
  type Navigation,
  type NavigationItem,
  type Site,
} from '@bestellwerk/domain';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

const PATH_TAKEN = 'Dieser Pfad wird bereits von einer anderen Seite verwendet.';

/** A navigation item of the given type with children. */
const navItem = (
  label: string,
  children: NavigationItem[] = [],
  type: NavigationItem['type'] = 'group',
  target: NavigationItem['target'] = null,
): NavigationItem => ({ type, target, label, isEnabled: true, children });

describe('content administration: sites, blocks, navigations as the backoffice edits them', () => {
  let t: TestApp;
  let admin: StaffSession;
  let privacy: Site;

  const post = <T>(path: string, body: unknown): Promise<T> => t.create<T>(path, body, admin);
  const send = (method: string, path: string, body?: unknown) =>
    t.request(method, path, { session: admin, body });

  beforeAll(async () => {
    t = await createTestApp();
    await t.createUser('admin', ['ROLE_ADMIN']);
    admin = await t.login('admin');
    privacy = await post<Site>('/api/sites', {
      path: '/site/datenschutz',
      name: 'Datenschutz',
      type: 'default',
      content: [{ type: 'text', value: { html: '<p>Wir schützen Ihre Daten.</p>' } }],
    });
  });
  afterAll(() => t.close());

  describe('sites', () => {
    it('creates a subpage with hero, text-slider and form, sanitising its formatted text', async () => {
      const site = await post<Site>('/api/sites', {
        path: '/site/catering',
        name: 'Catering',
        title: 'Catering für Ihr Büro',
        type: 'custom_site',
        isPublic: false,
        content: [
          {
            type: 'hero',
            value: {
              title: 'Catering',
              subtitle: 'Frisch belegt',
              image: null,
              link: { label: 'Mehr erfahren', target: privacy.id, url: '' },
            },
          },
          {
            type: 'text-slider',
            value: {
              text: '<p>Platten<script>alert(1)</script></p>',
              link: null,
              images: [],
            },
          },
          { type: 'form', value: { privacySite: privacy.id, thankYou: '<p>Danke!</p>' } },
        ],
      });
      expect(site).toMatchObject({ type: 'custom_site', isPublic: false });
      expect(site.content.map((item) => item.type)).toEqual(['hero', 'text-slider', 'form']);
      expect(site.content[0].value.link).toEqual({
        label: 'Mehr erfahren',
        target: privacy.id,
        url: '',
      });
      expect(site.content[1].value.text).not.toContain('script');
      expect(site.content[1].value.text).toContain('<p>Platten');
      expect(site.content[2].value.privacySite).toBe(privacy.id);

      const updated = await send('PUT', `/api/sites/${site.id}`, { title: 'Catering neu' });
      expect(updated.status).toBe(200);
      expect(updated.json<Data<Site>>().data).toMatchObject({
        title: 'Catering neu',
        content: site.content,
      });

      expect((await send('DELETE', `/api/sites/${site.id}`)).status).toBe(200);
      expect((await send('GET', `/api/sites/${site.id}`)).status).toBe(404);
    });

    it('refuses body items the page type does not allow, at content.N.type', async () => {
      const response = await send('POST', '/api/sites', {
        path: '/site/sachertorte',
        name: 'Sachertorte',
        type: 'custom_specialty',
        content: [
          { type: 'hero', value: { title: 'Sachertorte' } },
          { type: 'map', value: {} },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Der Block „Karte“ ist auf Seiten vom Typ „Spezialität“ nicht erlaubt.',
          field: 'content.1.type',
        },
      ]);
      const count = await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM site WHERE path = '/site/sachertorte'",
      );
      expect(Number(count[0].n)).toBe(0);
    });

    it('checks the stored body again when only the page type changes', async () => {
      const site = await post<Site>('/api/sites', {
        path: '/site/team',
        name: 'Team',
        type: 'custom_site',
        content: [{ type: 'profile', value: { title: 'Maria', text: '', image: null } }],
      });
      const response = await send('PUT', `/api/sites/${site.id}`, { type: 'custom_home' });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors[0]).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Der Block „Profil“ ist auf Seiten vom Typ „Startseite“ nicht erlaubt.',
        field: 'content.0.type',
      });
      // Emptied in the same request, the body no longer stands in the way of the new type.
      const emptied = await send('PUT', `/api/sites/${site.id}`, {
        type: 'custom_home',
        content: [],
      });
      expect(emptied.status).toBe(200);
      expect(emptied.json<Data<Site>>().data.type).toBe('custom_home');
    });

    it('refuses references to pages that do not exist and targets that are no id', async () => {
      const response = await send('POST', '/api/sites', {
        path: '',
        name: 'Startseite',
        type: 'custom_home',
        content: [
          { type: 'specialties', value: { title: 'Spezialitäten', teasers: [{ site: 999999 }] } },
          {
            type: 'text-slider',
            value: { text: '', link: { label: 'Mehr', target: 'ueber-uns', url: '' } },
          },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Das Ziel muss die ID einer Seite sein.',
          field: 'content.1.value.link.target',
        },
      ]);

      const missing = await send('POST', '/api/sites', {
        path: '',
        name: 'Startseite',
        type: 'custom_home',
        content: [
          { type: 'specialties', value: { title: 'Spezialitäten', teasers: [{ site: 999999 }] } },
        ],
      });
      expect(missing.status).toBe(400);
      expect(missing.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Seite mit der ID 999999 existiert nicht.',
          field: 'content.0.value.teasers.0.site',
        },
      ]);
    });

    it('keeps paths unique, the start page included, with the message at path', async () => {
      await post<Site>('/api/sites', { path: '/site/ueber-uns', name: 'Über uns' });
      await post<Site>('/api/sites', { path: '', name: 'Startseite', type: 'custom_home' });
      for (const path of ['/site/ueber-uns', '']) {
        const response = await send('POST', '/api/sites', { path, name: 'Doppelt' });
        expect({ path, status: response.status, errors: response.json<Errors>().errors }).toEqual({
          path,
          status: 400,
          errors: [{ code: 'VALIDATION_FAILED', message: PATH_TAKEN, field: 'path' }],
        });
      }
      const badPath = await send('POST', '/api/sites', { path: '/Site/Über', name: 'x' });
      expect(badPath.status).toBe(400);
      expect(badPath.json<Errors>().errors[0].field).toBe('path');
    });

    it('shows a draft to an admin session (the preview), not to visitors', async () => {
      const draft = await post<Site>('/api/sites', {
        path: '/site/karriere',
        name: 'Karriere',
        type: 'custom_site',
        isPublic: false,
      });
      expect((await t.request('GET', `/api/sites/${draft.id}`)).status).toBe(404);
      const asAdmin = await send('GET', `/api/sites/${draft.id}`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.json<Data<Site>>().data).toMatchObject({ path: '/site/karriere' });

      const sitesOf = (entries: InitEntry[]) =>
        (entries.find((entry) => entry.url === '/api/sites')!.data as Site[]).map(
          (site) => site.path,
        );
      const anonymous = (await t.request('GET', '/api/init')).json<Data<InitEntry[]>>().data;
      const staff = (await send('GET', '/api/init')).json<Data<InitEntry[]>>().data;
      expect(sitesOf(anonymous)).not.toContain('/site/karriere');
      expect(sitesOf(staff)).toContain('/site/karriere');
    });
  });

  describe('blocks', () => {
    it('creates, updates and deletes a block, sanitising and checking its value', async () => {
      const block = await post<Block>('/api/blocks', {
        identifier: 'footer-kontakt',
        name: 'Kontakt',
        type: 'text',
        value: { html: '<p onclick="x()">Ruf an<script>steal()</script></p>' },
      });
      expect(block.value.html).toBe('<p>Ruf an</p>');

      const wrongTarget = await send('PUT', `/api/blocks/${block.id}`, {
        type: 'hero',
        value: { title: 'Catering', link: { label: 'Mehr', target: 424242, url: '' } },
      });
      expect(wrongTarget.status).toBe(400);
      expect(wrongTarget.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Seite mit der ID 424242 existiert nicht.',
          field: 'value.link.target',
        },
      ]);

      const hero = await send('PUT', `/api/blocks/${block.id}`, {
        type: 'hero',
        value: { title: 'Catering', link: { label: 'Mehr', target: privacy.id, url: '' } },
      });
      expect(hero.status).toBe(200);
      expect(hero.json<Data<Block>>().data).toMatchObject({
        type: 'hero',
        value: { title: 'Catering', link: { target: privacy.id } },
      });

      const twin = await send('POST', '/api/blocks', { identifier: 'footer-kontakt', type: 'map' });
      expect(twin.status).toBe(400);
      expect(twin.json<Errors>().errors[0].field).toBe('identifier');

      expect((await send('DELETE', `/api/blocks/${block.id}`)).status).toBe(200);
      expect((await t.request('GET', `/api/blocks/${block.id}`)).status).toBe(404);
    });
  });

  describe('navigations', () => {
    it('stores nested items and refuses a tree deeper than the limit', async () => {
      const navigation = await post<Navigation>('/api/navigations', {
        identifier: 'header-navigation',
        name: 'Hauptnavigation',
        isPublic: true,
        items: [
          navItem('Startseite', [], 'home'),
          navItem('Über uns', [navItem('Datenschutz', [], 'site', privacy.id)]),
        ],
      });
      expect(navigation.items[1].children[0]).toEqual(
        navItem('Datenschutz', [], 'site', privacy.id),
      );

      let deep = navItem(`Ebene ${NAVIGATION_MAX_DEPTH + 1}`);
      for (let level = NAVIGATION_MAX_DEPTH; level >= 1; level -= 1)
        deep = navItem(`Ebene ${level}`, [deep]);
      const response = await send('PUT', `/api/navigations/${navigation.id}`, { items: [deep] });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: `Navigationen dürfen höchstens ${NAVIGATION_MAX_DEPTH} Ebenen tief sein.`,
          field: `items.0${'.children.0'.repeat(NAVIGATION_MAX_DEPTH)}`,
        },
      ]);
      const stored = (await send('GET', `/api/navigations/${navigation.id}`)).json<
        Data<Navigation>
      >().data;
      expect(stored.items).toEqual(navigation.items);
    });
  });

  it('changes the ETag of the public /api/init after a site or navigation change', async () => {
    const etag = async () => {
      const response = await t.request('GET', '/api/init');
      expect(response.status).toBe(200);
      return response.headers.etag;
    };
    const first = await etag();
    expect(first).toBeTruthy();
    expect(await etag()).toBe(first);

    const site = await post<Site>('/api/sites', { path: '/site/neu', name: 'Neu' });
    const afterSite = await etag();
    expect(afterSite).not.toBe(first);

    await post<Navigation>('/api/navigations', {
      identifier: 'footer-navigation',
      isPublic: true,
      items: [navItem('Neu', [], 'site', site.id)],
    });
    const afterNavigation = await etag();
    expect(afterNavigation).not.toBe(afterSite);
    expect(await etag()).toBe(afterNavigation);
  });
});
