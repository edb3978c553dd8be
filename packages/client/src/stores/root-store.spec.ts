import { reaction } from 'mobx';
import { waitFor } from '@testing-library/react';
import type { InitEntry } from '@bestellwerk/domain';
import {
  makeBranch,
  makeConfig,
  makeMe,
  makeNavigation,
  makeProduct,
  makeSite,
} from '@bestellwerk/domain/testing';
import { jsonResponder } from '../testing/index.js';
import { RootStore } from './root-store.js';

function initAnswer(): InitEntry[] {
  return [
    { url: '/api/config', data: makeConfig({ shopName: 'Café Mocca' }) },
    { url: '/api/users/me', data: makeMe({ roles: ['ROLE_ADMIN'] }) },
    {
      url: '/api/branches',
      data: [
        makeBranch({ id: 1, identifier: 'innenstadt' }),
        makeBranch({ id: 2, identifier: 'geheim', isPublic: false }),
        makeBranch({ id: 3, identifier: 'zu', isEnabled: false }),
      ],
    },
    { url: '/api/sites', data: [makeSite({ id: 4, path: '/site/imprint', title: 'Impressum' })] },
    {
      url: '/api/navigations',
      data: [
        makeNavigation({ identifier: 'header-navigation' }),
        makeNavigation({ id: 2, identifier: 'footer-navigation', isPublic: false }),
      ],
    },
    {
      url: '/api/donatees',
      data: [{ id: 9, identifier: 'tafel', name: 'Tafel', description: '', iban: '', bic: '' }],
    },
    // An entry a newer API might add: ignored, not fatal.
    { url: '/api/unknown', data: [] } as unknown as InitEntry,
  ];
}

describe('RootStore init', () => {
  it('routes every init entry to the store its url names', async () => {
    const { fetch } = jsonResponder({ '/api/init': { body: { data: initAnswer() } } });
    const stores = new RootStore({ fetch });

    await stores.init.load();

    expect(stores.init.status).toBe('done');
    expect(stores.config.shopName).toBe('Café Mocca');
    expect(stores.session.me?.firstName).toBe('Anna');
    expect(stores.session.isAdmin).toBe(true);
    expect(stores.branches.items.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(stores.branches.visible.map((b) => b.identifier)).toEqual(['innenstadt']);
    expect(stores.sites.findByPath('/site/imprint')?.title).toBe('Impressum');
    expect(stores.navigations.findPublic('header-navigation')).toBeDefined();
    expect(stores.navigations.findPublic('footer-navigation')).toBeUndefined();
    expect(stores.donatees.get(9)?.name).toBe('Tafel');
  });

  it('shares one request between concurrent loads', async () => {
    const { fetch, calls } = jsonResponder({ '/api/init': { body: { data: initAnswer() } } });
    const stores = new RootStore({ fetch });

    await Promise.all([stores.init.load(), stores.init.load()]);

    expect(calls).toHaveLength(1);
  });

  it('reports a failed init and loads again on retry', async () => {
    let attempts = 0;
    const { fetch } = jsonResponder({
      '/api/init': () => (++attempts === 1 ? { status: 503 } : { body: { data: initAnswer() } }),
    });
    const stores = new RootStore({ fetch });

    const first = stores.init.load();
    expect(stores.init.status).toBe('loading');
    await first;
    expect(stores.init.status).toBe('error');
    expect(stores.init.error?.status).toBe(503);

    await stores.init.load();
    expect(stores.init.status).toBe('done');
    expect(stores.init.error).toBeNull();
    expect(stores.config.shopName).toBe('Café Mocca');
  });
});

describe('RootStore init per branch', () => {
  const product = (id: number, name: string) => makeProduct({ id, name });
  const branchAnswer = (products: ReturnType<typeof product>[]): InitEntry[] => [
    ...initAnswer(),
    { url: '/api/products', data: products },
  ];

  it("asks for a branch page's own catalogue and covers only that branch", async () => {
    const { fetch, calls } = jsonResponder({
      '/api/init?branch=innenstadt': { body: { data: branchAnswer([product(1, 'Semmel')]) } },
    });
    const stores = new RootStore({ fetch });

    await stores.init.load('innenstadt');

    expect(calls.map((call) => call.url)).toEqual(['/api/init?branch=innenstadt']);
    expect(stores.init.scope).toBe('innenstadt');
    expect(stores.init.covers('innenstadt')).toBe(true);
    expect(stores.init.covers('bahnhof')).toBe(false);
    expect(stores.products.items.map((p) => p.name)).toEqual(['Semmel']);
  });

  it("loads another branch's catalogue on a switch, without the start-up loader, once", async () => {
    const { fetch, calls } = jsonResponder({
      '/api/init?branch=innenstadt': { body: { data: branchAnswer([product(1, 'Semmel')]) } },
      '/api/init?branch=bahnhof': { body: { data: branchAnswer([product(2, 'Breze')]) } },
    });
    const stores = new RootStore({ fetch });
    await stores.init.load('innenstadt');
    const statuses: string[] = [];
    reaction(
      () => stores.init.status,
      (status) => statuses.push(status),
    );

    await Promise.all([stores.init.showBranch('bahnhof'), stores.init.showBranch('bahnhof')]);

    expect(calls.map((call) => call.url)).toEqual([
      '/api/init?branch=innenstadt',
      '/api/init?branch=bahnhof',
    ]);
    expect(statuses).toEqual([]);
    expect(stores.init.covers('bahnhof')).toBe(true);
    expect(stores.init.switching).toBeNull();
    expect(stores.products.items.map((p) => p.name)).toEqual(['Breze']);
    // The 4-hourly reload asks for the branch the stores hold.
    expect(await stores.init.refresh()).toBe(true);
    expect(calls.at(-1)?.url).toBe('/api/init?branch=bahnhof');
  });

  it('keeps a failed switch as an error of that branch and retries it', async () => {
    let attempts = 0;
    const { fetch } = jsonResponder({
      '/api/init?branch=innenstadt': { body: { data: branchAnswer([product(1, 'Semmel')]) } },
      '/api/init?branch=bahnhof': () =>
        ++attempts === 1
          ? { status: 503 }
          : { body: { data: branchAnswer([product(2, 'Breze')]) } },
    });
    const stores = new RootStore({ fetch });
    await stores.init.load('innenstadt');

    await stores.init.showBranch('bahnhof');
    expect(stores.init.switching).toEqual({
      branch: 'bahnhof',
      error: expect.objectContaining({ status: 503 }),
    });
    expect(stores.products.items.map((p) => p.name)).toEqual(['Semmel']);

    await stores.init.showBranch('bahnhof');
    expect(stores.init.covers('bahnhof')).toBe(true);
  });

  it('needs no request when the stores hold every branch', async () => {
    const { fetch, calls } = jsonResponder({ '/api/init': { body: { data: initAnswer() } } });
    const stores = new RootStore({ fetch });
    await stores.init.load();

    await stores.init.showBranch('innenstadt');

    expect(stores.init.covers('innenstadt')).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('RootStore session', () => {
  it('keeps the login failure as an answer: German error, no redirect, still signed out', async () => {
    const redirects: string[] = [];
    const { fetch } = jsonResponder({
      'POST /api/login': {
        status: 401,
        body: { errors: [{ message: 'Benutzername oder Passwort ist falsch.' }] },
      },
    });
    const stores = new RootStore({
      fetch,
      redirect: (path) => redirects.push(path),
      currentPath: () => '/',
    });

    await expect(stores.session.login('anna', 'falsch')).rejects.toThrow(
      'Benutzername oder Passwort ist falsch.',
    );
    expect(redirects).toEqual([]);
    expect(stores.session.isSignedIn).toBe(false);
  });

  it('signs in, sends the session CSRF token on mutations, and signs out', async () => {
    const { fetch, calls } = jsonResponder({
      'POST /api/login': (init) => ({
        body: { data: makeMe({ username: JSON.parse(String(init.body)).username }) },
      }),
      'POST /api/logout': { status: 204 },
    });
    const stores = new RootStore({ fetch });

    await stores.session.login('anna', 'geheim');
    expect(stores.session.me?.username).toBe('anna');

    await stores.session.logout();
    expect(stores.session.isSignedIn).toBe(false);
    const logout = calls.find((call) => call.url === '/api/logout')!;
    expect((logout.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('csrf-anna');
  });

  it('reloads init quietly after a sign-in, so staff get their data without a loading screen', async () => {
    let initCalls = 0;
    const { fetch } = jsonResponder({
      '/api/init': () => {
        initCalls += 1;
        const branches =
          initCalls === 1
            ? [makeBranch({ id: 1 })]
            : [makeBranch({ id: 1 }), makeBranch({ id: 2, isPublic: false })];
        return { body: { data: [{ url: '/api/branches', data: branches }] } };
      },
      'POST /api/login/link/abc%2F1': { body: { data: makeMe({ username: 'berta' }) } },
    });
    const stores = new RootStore({ fetch });
    await stores.init.load();
    expect(stores.branches.items.map((branch) => branch.id)).toEqual([1]);
    const statuses: string[] = [];
    const stop = reaction(
      () => stores.init.status,
      (status) => statuses.push(status),
    );

    await stores.session.loginWithLink('abc/1');
    await waitFor(() => expect(stores.branches.items.map((branch) => branch.id)).toEqual([1, 2]));
    stop();
    expect(stores.session.me?.username).toBe('berta');
    expect(statuses).toEqual([]);
  });
});
