import type { Block, Config, Image, Navigation, Site } from '@bestellwerk/domain';
import { ConfigService } from '../src/modules/content/config.service.js';
import { dataUrl, png } from './support/media-fixtures.js';
import { createTestApp, type StaffSession, type TestApp } from './support/test-app.js';
import { signInAdminAndEmployee } from './support/staff-fixtures.js';
import type { ErrorEnvelope as Errors } from '@bestellwerk/domain';
type Data<T> = { data: T };

describe('content: config, sites, blocks, navigations', () => {
  let t: TestApp;
  let admin: StaffSession;
  let employee: StaffSession;

  const post = <T>(path: string, body: unknown): Promise<T> => t.create<T>(path, body, admin);

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, employee } = await signInAdminAndEmployee(t));
  });
  afterAll(() => t.close());

  it('refuses writes to sites, blocks and navigations: 401 anonymous, 403 employees', async () => {
    const bodies: Record<string, unknown> = {
      sites: { path: '/site/x', name: 'x' },
      blocks: { identifier: 'x', type: 'map' },
      navigations: { identifier: 'x' },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const anonymous = await t.request('POST', `/api/${path}`, { body });
      const forbidden = await t.request('POST', `/api/${path}`, { session: employee, body });
      expect({ path, anonymous: anonymous.status, employee: forbidden.status }).toEqual({
        path,
        anonymous: 401,
        employee: 403,
      });
      const count = await t.dataSource.query(`SELECT COUNT(*) AS n FROM ${path.slice(0, -1)}`);
      expect(Number(count[0].n)).toBe(0);
    }
  });

  describe('config', () => {
    it('creates the one row with the defaults on first access, once, even when asked in parallel', async () => {
      const service = t.app.get(ConfigService);
      const answers = await Promise.all(Array.from({ length: 5 }, () => service.get()));
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      const rows = await t.dataSource.query('SELECT id FROM config');
      expect(rows.map((row: { id: number }) => Number(row.id))).toEqual([1]);

      const response = await t.request('GET', '/api/config');
      expect(response.status).toBe(200);
      const config = response.json<Data<Config>>().data;
      expect(config).toMatchObject({
        shopName: '',
        currency: 'EUR',
        themeColor: '#C49560',
        primaryColor: '#C49560',
        backgroundColor: '#FAFAFA',
        borderRadius: '1.2rem',
        defaultDeliveryMethod: 'takeaway',
        breakRule: 'AT',
        mapboxZoom: 0,
        mapboxPitch: 0,
        mapboxBearing: 0,
        enablePluginPWA: false,
        enablePluginHomePage: false,
        isCashEnabled: false,
        isTicketEnabled: false,
        termsAndConditionsText: '',
        logo: null,
        shareImage: null,
        timeZone: 'Europe/Vienna',
      });
      expect(Object.keys(config)).toHaveLength(66); // every field of the Config contract
      expect(config).not.toHaveProperty('id');
    });

    it('reads the config in one query', async () => {
      const service = t.app.get(ConfigService);
      await service.get();
      expect(await t.countQueries(() => service.get())).toBe(1);
    });

    it('changes only the given fields, sanitises HTML and resolves images', async () => {
      const logo = (
        await t.request('POST', '/api/images', {
          session: admin,
          body: { data: dataUrl(png(8, 8)) },
        })
      ).json<Data<Image & { name: string }>>().data;
      const response = await t.request('POST', '/api/config', {
        session: admin,
        body: {
          shopName: 'Backstube Huber',
          imprintText: '<h2>Impressum</h2><p onclick="x">Huber GmbH<script>alert(1)</script></p>',
          enablePluginPWA: true,
          mapboxZoom: 15,
          primaryColor: '#112233',
          website: 'https://backstube-huber.at',
          logo: { id: logo.id },
        },
      });
      expect(response.status).toBe(200);
      const config = response.json<Data<Config>>().data;
      expect(config).toMatchObject({
        shopName: 'Backstube Huber',
        imprintText: '<h2>Impressum</h2><p>Huber GmbH</p>',
        enablePluginPWA: true,
        mapboxZoom: 15,
        primaryColor: '#112233',
        themeColor: '#C49560',
        logo: { id: logo.id, version: 1, extension: 'png', width: 8, height: 8, alt: '' },
      });
      const next = await t.request('POST', '/api/config', {
        session: admin,
        body: { city: 'Linz', logo: null },
      });
      expect(next.json<Data<Config>>().data).toMatchObject({
        shopName: 'Backstube Huber',
        city: 'Linz',
        logo: null,
      });
    });

    it('validates colours, URLs, e-mail and map values at their fields', async () => {
      const response = await t.request('POST', '/api/config', {
        session: admin,
        body: {
          themeColor: 'red',
          website: 'javascript:alert(1)',
          email: 'kein-mail',
          mapboxPitch: 90,
          defaultDeliveryMethod: 'pickup',
          breakRule: 'CH',
          shareImage: { id: 999 },
        },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors).toEqual(
        expect.arrayContaining([
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Browserfarbe (theme-color)“ muss eine Farbe wie #C49560 sein.',
            field: 'themeColor',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Website“ muss eine gültige URL sein.',
            field: 'website',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „E-Mail-Adresse“ muss eine gültige E-Mail-Adresse sein.',
            field: 'email',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Feld „Neigung (Grad)“ darf höchstens 85 sein.',
            field: 'mapboxPitch',
          },
          expect.objectContaining({ field: 'defaultDeliveryMethod' }),
          expect.objectContaining({ field: 'breakRule' }),
        ]),
      );
      const image = await t.request('POST', '/api/config', {
        session: admin,
        body: { shareImage: { id: 999 } },
      });
      expect(image.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Bild mit der ID 999 existiert nicht.',
            field: 'shareImage',
          },
        ],
      });
    });

    it('takes the time zone back unchanged but never changes it', async () => {
      const same = await t.request('POST', '/api/config', {
        session: admin,
        body: { timeZone: 'Europe/Vienna', shopName: 'Bäckerei Korn' },
      });
      expect(same.status).toBe(200);
      expect(same.json<{ data: { shopName: string } }>().data.shopName).toBe('Bäckerei Korn');
      const other = await t.request('POST', '/api/config', {
        session: admin,
        body: { timeZone: 'Europe/Berlin', shopName: 'Anders' },
      });
      expect(other.status).toBe(400);
      expect(other.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message:
              'Die Zeitzone wird bei der Installation festgelegt (TIME_ZONE) und kann hier nicht geändert werden.',
            field: 'timeZone',
          },
        ],
      });
      const after = await t.request('GET', '/api/config');
      expect(after.json<{ data: { shopName: string; timeZone: string } }>().data).toMatchObject({
        shopName: 'Bäckerei Korn',
        timeZone: 'Europe/Vienna',
      });
    });

    it('lets only admins change the config, with the CSRF token', async () => {
      expect((await t.request('POST', '/api/config', { body: { city: 'x' } })).status).toBe(401);
      expect(
        (await t.request('POST', '/api/config', { session: employee, body: { city: 'x' } })).status,
      ).toBe(403);
      const noToken = await t.request('POST', '/api/config', {
        session: admin,
        body: { city: 'x' },
        headers: { 'x-csrf-token': '' },
      });
      expect(noToken.status).toBe(403);
      expect((await t.request('GET', '/api/config')).json<Data<Config>>().data.city).not.toBe('x');
    });
  });

  describe('sites', () => {
    it('stores a page with its body, HTML sanitised, and shows drafts to staff only', async () => {
      const about = await post<Site>('/api/sites', {
        path: '/site/ueber-uns',
        name: 'Über uns',
        title: 'Über uns – Backstube Huber',
        type: 'custom_site',
        content: [
          { type: 'text-slider', value: { text: '<p>Seit 1962<img src=x onerror=alert(1)></p>' } },
          {
            type: 'iframe',
            value: { text: '<p>Karte</p>', url: 'https://maps.example.com/embed' },
          },
        ],
      });
      expect(about).toEqual({
        id: about.id,
        path: '/site/ueber-uns',
        name: 'Über uns',
        title: 'Über uns – Backstube Huber',
        description: '',
        type: 'custom_site',
        isPublic: true,
        image: null,
        content: [
          { type: 'text-slider', value: { text: '<p>Seit 1962</p>' } },
          {
            type: 'iframe',
            value: { text: '<p>Karte</p>', url: 'https://maps.example.com/embed' },
          },
        ],
      });
      const stored = await t.dataSource.query('SELECT content FROM site WHERE id = ?', [about.id]);
      expect(String(stored[0].content)).not.toContain('onerror');

      const draft = await post<Site>('/api/sites', {
        path: '/site/entwurf',
        name: 'Entwurf',
        isPublic: false,
      });
      const anonymous = (await t.request('GET', '/api/sites')).json<Data<Site[]>>().data;
      expect(anonymous.map((site) => site.id)).toContain(about.id);
      expect(anonymous.map((site) => site.id)).not.toContain(draft.id);
      expect((await t.request('GET', `/api/sites/${draft.id}`)).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Seite wurde nicht gefunden.' }],
      });
      const staff = await t.request('GET', '/api/sites?search=entwurf', { session: employee });
      expect(staff.json<Data<Site[]>>().data.map((site) => site.id)).toEqual([draft.id]);
    });

    it('allows one start page with the empty path and unique paths otherwise', async () => {
      const home = await post<Site>('/api/sites', {
        path: '',
        name: 'Startseite',
        type: 'custom_home',
      });
      expect(home.path).toBe('');
      for (const path of ['', '/site/ueber-uns']) {
        const response = await t.request('POST', '/api/sites', {
          session: admin,
          body: { path, name: 'Doppelt' },
        });
        expect({ path, status: response.status }).toEqual({ path, status: 400 });
        expect(response.json()).toEqual({
          errors: [
            {
              code: 'VALIDATION_FAILED',
              message: 'Dieser Pfad wird bereits von einer anderen Seite verwendet.',
              field: 'path',
            },
          ],
        });
      }
      // Saving the start page with its own path is fine.
      const same = await t.request('PUT', `/api/sites/${home.id}`, {
        session: admin,
        body: { path: '', name: 'Start' },
      });
      expect(same.status).toBe(200);
    });

    it('validates path, block kinds, values, links and size', async () => {
      const response = await t.request('POST', '/api/sites', {
        session: admin,
        body: {
          path: '/Site/Über',
          name: 'x',
          type: 'landing',
          content: [
            { type: 'video', value: {} },
            { type: 'text', value: 'html' },
          ],
        },
      });
      expect(response.status).toBe(400);
      expect(response.json<Errors>().errors.map((error) => error.field)).toEqual(
        expect.arrayContaining(['path', 'type', 'content.0.type', 'content.1.value']),
      );
      const link = await t.request('POST', '/api/sites', {
        session: admin,
        body: {
          path: '/site/link',
          name: 'x',
          content: [
            {
              type: 'hero',
              value: { title: 'x', link: { label: 'x', target: null, url: 'javascript:alert(1)' } },
            },
          ],
        },
      });
      expect(link.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Nur Links mit http, https, mailto oder tel und relative Pfade sind erlaubt.',
            field: 'content.0.value.link.url',
          },
        ],
      });
      const huge = await t.request('POST', '/api/sites', {
        session: admin,
        body: {
          path: '/site/gross',
          name: 'x',
          content: [{ type: 'text', value: { html: 'x'.repeat(200_001) } }],
        },
      });
      expect(huge.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Der Inhalt ist zu umfangreich (höchstens 200000 Zeichen).',
            field: 'content',
          },
        ],
      });
      expect(
        (
          await t.request('POST', '/api/sites', {
            session: employee,
            body: { path: '/x', name: 'x' },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('blocks', () => {
    it('stores blocks with unique identifiers, sanitised by kind, readable by anyone', async () => {
      const block = await post<Block>('/api/blocks', {
        identifier: 'footer-kontakt',
        name: 'Kontakt',
        type: 'contact',
        value: {
          text: '<p>Tel. <a href="tel:+43732731860" onclick="x">0732</a></p><style>x</style>',
          image: null,
        },
      });
      expect(block).toEqual({
        id: block.id,
        identifier: 'footer-kontakt',
        name: 'Kontakt',
        type: 'contact',
        value: { text: '<p>Tel. <a href="tel:+43732731860">0732</a></p>', image: null },
      });
      expect((await t.request('GET', '/api/blocks')).json<Data<Block[]>>().data).toContainEqual(
        block,
      );
      const duplicate = await t.request('POST', '/api/blocks', {
        session: admin,
        body: { identifier: 'footer-kontakt', type: 'map' },
      });
      expect(duplicate.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Diese Kennung wird bereits von einem anderen Inhalt verwendet.',
            field: 'identifier',
          },
        ],
      });
      // A block that becomes a text block has its html field cleaned.
      const changed = await t.request('PUT', `/api/blocks/${block.id}`, {
        session: admin,
        body: { type: 'text', value: { html: '<p>ok</p><script>x</script>' } },
      });
      expect(changed.json<Data<Block>>().data.value).toEqual({ html: '<p>ok</p>' });
      expect((await t.request('GET', '/api/blocks/99999')).json()).toEqual({
        errors: [{ code: 'RECORD_NOT_FOUND', message: 'Inhalt wurde nicht gefunden.' }],
      });
    });
  });

  describe('navigations', () => {
    it('stores a nested navigation with checked targets and shows private ones to staff only', async () => {
      const site = await post<Site>('/api/sites', { path: '/site/team', name: 'Team' });
      const branch = await post<{ id: number }>('/api/branches', {
        identifier: 'graz-nav',
        name: 'Graz',
      });
      const navigation = await post<Navigation>('/api/navigations', {
        identifier: 'header-navigation',
        name: 'Kopf',
        items: [
          { type: 'home', label: 'Start' },
          {
            type: 'group',
            label: 'Über uns',
            target: null,
            children: [
              { type: 'site', target: site.id, label: 'Team' },
              { type: 'branch', target: branch.id, label: 'Graz', isEnabled: false },
              { type: 'link', target: 'mailto:office@backstube-huber.at', label: 'Mail' },
            ],
          },
        ],
      });
      expect(navigation.items).toEqual([
        { type: 'home', target: null, label: 'Start', isEnabled: true, children: [] },
        {
          type: 'group',
          target: null,
          label: 'Über uns',
          isEnabled: true,
          children: [
            { type: 'site', target: site.id, label: 'Team', isEnabled: true, children: [] },
            { type: 'branch', target: branch.id, label: 'Graz', isEnabled: false, children: [] },
            {
              type: 'link',
              target: 'mailto:office@backstube-huber.at',
              label: 'Mail',
              isEnabled: true,
              children: [],
            },
          ],
        },
      ]);
      const hidden = await post<Navigation>('/api/navigations', {
        identifier: 'intern',
        isPublic: false,
      });
      const anonymous = (await t.request('GET', '/api/navigations')).json<Data<Navigation[]>>()
        .data;
      expect(anonymous.map((n) => n.identifier)).toEqual(['header-navigation']);
      expect(
        (await t.request('GET', `/api/navigations/${hidden.id}`, { session: employee })).status,
      ).toBe(200);
      const duplicate = await t.request('POST', '/api/navigations', {
        session: admin,
        body: { identifier: 'intern' },
      });
      expect(duplicate.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Diese Kennung wird bereits von einer anderen Navigation verwendet.',
          field: 'identifier',
        },
      ]);
    });

    it('refuses wrong targets, missing sites and branches, and too deep trees at their fields', async () => {
      const wrong = await t.request('POST', '/api/navigations', {
        session: admin,
        body: {
          identifier: 'falsch',
          items: [
            { type: 'home', target: 3, label: 'x' },
            {
              type: 'group',
              label: 'g',
              children: [{ type: 'link', target: 'javascript:alert(1)', label: 'x' }],
            },
            { type: 'site', target: 'ueber-uns', label: 'x' },
          ],
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Einträge vom Typ „home“ und „group“ haben kein Ziel (null).',
            field: 'items.0.target',
          },
          {
            code: 'VALIDATION_FAILED',
            message:
              'Das Ziel eines Links muss eine URL mit http, https, mailto oder tel oder ein Pfad sein.',
            field: 'items.1.children.0.target',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Das Ziel muss die ID einer Seite sein.',
            field: 'items.2.target',
          },
        ],
      });
      const missing = await t.request('POST', '/api/navigations', {
        session: admin,
        body: {
          identifier: 'fehlt',
          items: [
            { type: 'site', target: 9999, label: 'x' },
            { type: 'branch', target: 8888, label: 'y' },
          ],
        },
      });
      expect(missing.json()).toEqual({
        errors: [
          {
            code: 'VALIDATION_FAILED',
            message: 'Seite mit der ID 9999 existiert nicht.',
            field: 'items.0.target',
          },
          {
            code: 'VALIDATION_FAILED',
            message: 'Filiale mit der ID 8888 existiert nicht.',
            field: 'items.1.target',
          },
        ],
      });
      const nest = (levels: number): Record<string, unknown> => ({
        type: 'group',
        label: `Ebene ${levels}`,
        children: levels > 1 ? [nest(levels - 1)] : [],
      });
      const deep = await t.request('POST', '/api/navigations', {
        session: admin,
        body: { identifier: 'tief', items: [nest(6)] },
      });
      expect(deep.json<Errors>().errors).toEqual([
        {
          code: 'VALIDATION_FAILED',
          message: 'Navigationen dürfen höchstens 5 Ebenen tief sein.',
          field: 'items.0.children.0.children.0.children.0.children.0.children.0',
        },
      ]);
      const label = await t.request('POST', '/api/navigations', {
        session: admin,
        body: {
          identifier: 'label',
          items: [{ type: 'home', children: [{ type: 'home', label: 5 }] }],
        },
      });
      expect(label.json<Errors>().errors.map((error) => error.field)).toEqual([
        'items.0.label',
        'items.0.children.0.label',
      ]);
    });
  });
});
