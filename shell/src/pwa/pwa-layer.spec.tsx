import { act, fireEvent, render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { Config } from '@bestellwerk/domain';
import { RootStore, StoresProvider, MemoryRouter } from '@bestellwerk/client';
import { makeConfig } from '@bestellwerk/domain/testing';
import { InstallAppLink } from './install-app-link.js';
import type { PwaBrowser } from './pwa-browser.js';
import { PwaStoreContext } from './pwa-context.js';
import { PwaLayer } from './pwa-layer.js';
import { PwaStore } from './pwa-store.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0.0.0 Mobile Safari/537.36';

interface Options {
  config?: Partial<Config>;
  path?: string;
  online?: boolean;
  consent?: boolean;
  userAgent?: string;
}

function renderPwa({
  config = {},
  path = '/',
  online = true,
  consent = true,
  userAgent = IPHONE,
}: Options = {}) {
  const stores = new RootStore();
  stores.init.apply([
    {
      url: '/api/config',
      data: makeConfig({ enablePluginPWA: true, shopName: 'Korn', ...config }),
    },
  ]);
  if (consent) runInAction(() => (stores.consent.hasConsent = true));
  const events = new EventTarget();
  const browser: PwaBrowser & { reload: jest.Mock; writeCookie: jest.Mock } = {
    serviceWorker: null,
    standalone: false,
    supported: true,
    userAgent,
    maxTouchPoints: 5,
    isOnline: () => online,
    events,
    reload: jest.fn(),
    readCookie: () => null,
    writeCookie: jest.fn(),
    linkManifest: () => undefined,
    installedRelatedApp: () => Promise.resolve(false),
    afterLoad: (run) => {
      run();
      return () => undefined;
    },
  };
  const pwa = new PwaStore(browser, {
    pluginEnabled: () => stores.config.config?.enablePluginPWA === true,
    hasConsent: () => stores.consent.hasConsent,
  });
  render(
    <StoresProvider value={stores}>
      <PwaStoreContext.Provider value={pwa}>
        <MemoryRouter initialEntries={[path]}>
          <footer>
            <InstallAppLink />
          </footer>
          <PwaLayer />
        </MemoryRouter>
      </PwaStoreContext.Provider>
    </StoresProvider>,
  );
  return { pwa, browser, events };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('offline warning', () => {
  it('shows the spec message while offline; retry reloads the page', () => {
    const { browser, events } = renderPwa({ online: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sie sind offline. Bitte überprüfen Sie Ihre Internetverbindung.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(browser.reload).toHaveBeenCalled();
    act(() => void events.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => void events.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

describe('install prompt', () => {
  it('opens 5 s after start as a labelled dialog with the focus on „Installieren“', async () => {
    renderPwa();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(5_000));
    const dialog = await screen.findByRole('dialog', { name: 'App installieren' });
    expect(dialog).toHaveTextContent('Installieren Sie Korn als App');
    expect(screen.getByRole('button', { name: 'Installieren' })).toHaveFocus();
  });

  it('is dismissed for a month with Escape', async () => {
    const { browser } = renderPwa();
    act(() => void jest.advanceTimersByTime(5_000));
    await screen.findByRole('dialog', { name: 'App installieren' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(browser.writeCookie).toHaveBeenCalledWith('pwa-dismiss', 'true', 30);
  });

  it('leaves the focus in a form field the visitor is typing in', async () => {
    renderPwa();
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    act(() => void jest.advanceTimersByTime(5_000));
    expect(await screen.findByRole('dialog', { name: 'App installieren' })).toBeInTheDocument();
    expect(field).toHaveFocus();
    field.remove();
  });

  it('leads to the instructions where the browser offers no install dialog', async () => {
    renderPwa();
    act(() => void jest.advanceTimersByTime(5_000));
    fireEvent.click(await screen.findByRole('button', { name: 'Installieren' }));
    expect(
      await screen.findByRole('dialog', { name: 'App auf Ihrem iPhone installieren' }),
    ).toBeInTheDocument();
  });
});

describe('footer link and install instructions', () => {
  it('opens the instructions of the platform, keeps the focus inside, Escape closes', async () => {
    renderPwa({ userAgent: ANDROID });
    const link = screen.getByRole('button', { name: 'App installieren' });
    link.focus();
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', {
      name: 'App auf Ihrem Android-Gerät installieren',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Schließen' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('shows the iPhone steps with „Teilen“ and „Zum Home-Bildschirm“', async () => {
    renderPwa();
    fireEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Tippen Sie auf „Teilen“ und dann auf „Zum Home-Bildschirm“.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is hidden when the PWA plugin is off', () => {
    renderPwa({ config: { enablePluginPWA: false } });
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
  });

  it('is hidden on self-service routes, where no install prompt appears either', () => {
    renderPwa({ path: '/time-tracking/abc/def' });
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(5_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('update prompt', () => {
  it('offers a restart while a new version waits', async () => {
    const { pwa, browser } = renderPwa({ consent: false });
    act(() => runInAction(() => (pwa.updateAvailable = true)));
    const dialog = await screen.findByRole('dialog', { name: 'Update installiert' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Neu starten' }));
    expect(browser.reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Bitte warten...' })).toBeDisabled();
  });
});
