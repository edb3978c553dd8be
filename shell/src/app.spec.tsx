import type { ComponentType } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { RemoteEntryMap, RemoteName } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter, useLocation } from '@bestellwerk/client';
import {
  makeConfig,
  makeMe,
  makeNavigation,
  makeNavItem,
  makeSite,
} from '@bestellwerk/domain/testing';
import { ShellApp } from './app.js';
import { createRemoteLoader, type FederationRuntime } from './remotes/remote-loader.js';

const ENTRIES = Object.fromEntries(
  ['storefront', 'checkout', 'backoffice', 'signage', 'timetracking'].map((n) => [
    n,
    `/mfe/${n}/remoteEntry.js`,
  ]),
) as RemoteEntryMap;

function RemotePage({ name }: { name: string }) {
  return <p>{`${name} unter ${useLocation().pathname}`}</p>;
}

/** A runtime where each remote answers from its own queue; an Error rejects like a 404 entry. */
function runtimeWith(
  queues: Partial<Record<RemoteName, (ComponentType | Error)[]>>,
): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    loadRemote: async <T,>(id: string) => {
      const result = queues[id.split('/')[0] as RemoteName]?.shift();
      if (!result || result instanceof Error) throw result ?? new Error(`kein ${id}`);
      return { default: result } as T;
    },
  };
}

function stores() {
  const root = new RootStore();
  root.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ shopName: 'Bäckerei Korn', imprintText: '<p>Impressum</p>' }),
    },
    { url: '/api/sites', data: [makeSite({ id: 3, path: '/site/ueber-uns' })] },
    {
      url: '/api/navigations',
      data: [
        makeNavigation({ items: [makeNavItem({ type: 'site', target: 3, label: 'Über uns' })] }),
      ],
    },
  ]);
  return root;
}

function renderShell(path: string, runtime: FederationRuntime, root = stores()) {
  const loader = createRemoteLoader(async () => ENTRIES, runtime);
  return render(
    <StoresProvider value={root}>
      <MemoryRouter initialEntries={[path]}>
        <ShellApp loader={loader} />
      </MemoryRouter>
    </StoresProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('ShellApp', () => {
  it('shows the fallback for a remote that fails to load while header and footer keep working, and retries', async () => {
    const Storefront = () => <RemotePage name="storefront" />;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell('/', runtimeWith({ storefront: [new Error('entry 404'), Storefront, Storefront] }));

    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveAttribute('role', 'alert');
    expect(fallback).toHaveTextContent('Dieser Bereich konnte nicht geladen werden.');
    expect(fallback).toHaveTextContent(
      'Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    );
    expect(screen.getByRole('link', { name: 'Bäckerei Korn' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');

    fireEvent.click(within(fallback).getByRole('button', { name: 'Erneut versuchen' }));

    expect(await screen.findByText('storefront unter /')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
  });

  it('opens the header navigation and follows its links', async () => {
    const Storefront = () => <RemotePage name="storefront" />;
    renderShell('/', runtimeWith({ storefront: [Storefront] }));
    await screen.findByText('storefront unter /');

    const menuButton = screen.getByRole('button', { name: 'Menü' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Navigation' })).getByRole('link', {
        name: 'Über uns',
      }),
    );

    expect(await screen.findByText('storefront unter /site/ueber-uns')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('catches a render error of a remote in its area and remounts it on retry', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('kaputt');
      return <p>checkout bereit</p>;
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Erneut versuchen loads the remote again (a fixed deployment may be there by now).
    renderShell('/status/abc/123', runtimeWith({ checkout: [Flaky, Flaky] }));

    const fallback = await screen.findByTestId('remote-fallback');
    expect(screen.getByRole('link', { name: 'Bäckerei Korn' })).toBeInTheDocument();
    broken = false;
    await act(async () =>
      fireEvent.click(within(fallback).getByRole('button', { name: 'Erneut versuchen' })),
    );

    expect(await screen.findByText('checkout bereit')).toBeInTheDocument();
  });

  it.each(['/signage/tv-1', '/signage'])(
    'renders the TV route %s without header, footer, cookie banner or install prompt',
    async (path) => {
      renderShell(path, runtimeWith({ signage: [() => <RemotePage name="signage" />] }));

      expect(await screen.findByText(`signage unter ${path}`)).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(
        screen.queryByRole('region', { name: 'Cookies und ähnliche Technologien' }),
      ).not.toBeInTheDocument();
      expect(document.querySelector('.pwa-layer')).toBeNull();
    },
  );

  it('shows the cookie banner on public pages but not on self-service routes', async () => {
    const { unmount } = renderShell(
      '/',
      runtimeWith({ storefront: [() => <RemotePage name="storefront" />] }),
    );
    await screen.findByText('storefront unter /');
    expect(
      screen.getByRole('region', { name: 'Cookies und ähnliche Technologien' }),
    ).toBeInTheDocument();
    unmount();

    renderShell(
      '/time-tracking/a/b',
      runtimeWith({ timetracking: [() => <RemotePage name="timetracking" />] }),
    );
    expect(await screen.findByText('timetracking unter /time-tracking/a/b')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Cookies und ähnliche Technologien' }),
    ).not.toBeInTheDocument();
  });

  it('closes the navigation on Escape and gives focus back to the menu button', async () => {
    renderShell('/', runtimeWith({ storefront: [() => <RemotePage name="storefront" />] }));
    await screen.findByText('storefront unter /');

    const menuButton = screen.getByRole('button', { name: 'Menü' });
    menuButton.focus();
    fireEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(dialog).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it("shows an admin's toolbar above the header, never the header first (nothing moves down)", async () => {
    const root = stores();
    root.session.setMe(makeMe({ username: 'chefin', roles: ['ROLE_ADMIN'] }));
    renderShell('/', runtimeWith({ storefront: [() => <RemotePage name="storefront" />] }), root);
    const adminBar = () => screen.queryByRole('navigation', { name: 'Verwaltung' });
    expect(screen.queryByRole('banner') === null).toBe(adminBar() === null);

    const toolbar = await screen.findByRole('navigation', { name: 'Verwaltung' });
    const header = screen.getByRole('banner');
    expect(toolbar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByText('storefront unter /')).toBeInTheDocument();
  });

  it('shows no admin toolbar to a visitor', async () => {
    renderShell('/', runtimeWith({ storefront: [() => <RemotePage name="storefront" />] }));
    await screen.findByText('storefront unter /');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).not.toBeInTheDocument();
  });

  it('shows the toolbar only when its plugin is on', async () => {
    renderShell('/', runtimeWith({ storefront: [() => <RemotePage name="storefront" />] }));
    await screen.findByText('storefront unter /');

    expect(screen.queryByRole('region', { name: 'Standorte' })).not.toBeInTheDocument();
  });
});
