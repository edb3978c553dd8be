import { observable, runInAction } from 'mobx';
import type { PwaBrowser, WorkerRegistration } from './pwa-browser.js';
import { PwaStore } from './pwa-store.js';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = jest.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements WorkerRegistration {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(() => Promise.resolve());
  unregister = jest.fn(() => Promise.resolve(true));
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = jest.fn((_url: string, _options: { scope: string }) =>
    Promise.resolve(this.registration),
  );
  getRegistrations = jest.fn(() => Promise.resolve([this.registration, new FakeRegistration()]));
}

interface Setup {
  plugin?: boolean;
  consent?: boolean;
  online?: boolean;
  standalone?: boolean;
  supported?: boolean;
  cookies?: Record<string, string>;
  userAgent?: string;
  /** false: the page is still loading until the test fires `load`. */
  loaded?: boolean;
}

function setup(options: Setup = {}) {
  const container = new FakeContainer();
  const pendingLoad: (() => void)[] = [];
  const events = new EventTarget();
  const cookies = new Map(Object.entries(options.cookies ?? {}));
  const inputs = observable({
    plugin: options.plugin ?? true,
    consent: options.consent ?? false,
  });
  const browser: PwaBrowser & { reload: jest.Mock; linkManifest: jest.Mock } = {
    serviceWorker: container,
    standalone: options.standalone ?? false,
    supported: options.supported ?? true,
    userAgent: options.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
    maxTouchPoints: 0,
    isOnline: () => options.online ?? true,
    events,
    reload: jest.fn(),
    readCookie: (name) => cookies.get(name) ?? null,
    writeCookie: jest.fn((name: string, value: string) => void cookies.set(name, value)),
    linkManifest: jest.fn(),
    installedRelatedApp: () => Promise.resolve(false),
    afterLoad: (run) => {
      if (options.loaded === false) pendingLoad.push(run);
      else run();
      return () => undefined;
    },
  };
  const store = new PwaStore(browser, {
    pluginEnabled: () => inputs.plugin,
    hasConsent: () => inputs.consent,
  });
  const set = (change: Partial<typeof inputs>) => runInAction(() => Object.assign(inputs, change));
  const load = () => pendingLoad.splice(0).forEach((run) => run());
  return { store, browser, container, events, cookies, set, load };
}

/** Lets pending promise callbacks (registration, unregistration) run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PwaStore: service worker', () => {
  it('registers the worker for a TV screen even with the PWA plugin off, and never unregisters it', async () => {
    const { store, container, browser, load } = setup({ plugin: false, loaded: false });
    const stop = store.startForScreen();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    load();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(container.getRegistrations).not.toHaveBeenCalled();
    expect(browser.linkManifest).not.toHaveBeenCalled();
    stop();
  });

  it('does not register for a TV screen that was left before the page loaded', async () => {
    const { store, container, load } = setup({ loaded: false });
    const stop = store.startForScreen();
    stop();
    load();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers /sw.js with root scope and links the manifest when the PWA plugin is on', async () => {
    const { store, container, browser } = setup();
    const stop = store.start();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.linkManifest).toHaveBeenLastCalledWith(true);
    stop();
  });

  it('registers only once the page has loaded, so the precache waits for the first page', async () => {
    const { store, container, load } = setup({ loaded: false });
    const stop = store.start();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    load();
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    stop();
  });

  it('swallows registration errors silently', async () => {
    const { store, container } = setup();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const stop = store.start();
    await settle();
    expect(store.updateAvailable).toBe(false);
    stop();
  });

  it('unregisters every service worker and unlinks the manifest when the plugin is off', async () => {
    const { store, container, browser } = setup({ plugin: false });
    const stop = store.start();
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    const registrations = await container.getRegistrations.mock.results[0].value;
    for (const registration of registrations) expect(registration.unregister).toHaveBeenCalled();
    expect(browser.linkManifest).toHaveBeenLastCalledWith(false);
    stop();
  });

  it('follows the plugin flag when the config changes while the page is open', async () => {
    const { store, container, set } = setup({ plugin: false });
    const stop = store.start();
    set({ plugin: true });
    await settle();
    expect(container.register).toHaveBeenCalledTimes(1);
    set({ plugin: false });
    await settle();
    expect(container.getRegistrations).toHaveBeenCalledTimes(2);
    stop();
  });

  it('checks for an update 2.5 s after start and then every 30 minutes', async () => {
    const { store, container } = setup();
    const stop = store.start();
    await settle();
    const { update } = container.registration;
    await jest.advanceTimersByTimeAsync(2_499);
    expect(update).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30 * 60 * 1_000);
    expect(update).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(30 * 60 * 1_000);
    expect(update).toHaveBeenCalledTimes(3);
    stop();
    await jest.advanceTimersByTimeAsync(60 * 60 * 1_000);
    expect(update).toHaveBeenCalledTimes(3);
  });

  it('ignores a failed update check (offline)', async () => {
    const { store, container } = setup();
    container.registration.update.mockRejectedValue(new TypeError('Failed to fetch'));
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(2_500);
    expect(store.updateAvailable).toBe(false);
    stop();
  });
});

describe('PwaStore: update prompt', () => {
  it('shows the prompt when a new worker is installed while an old one controls the page', async () => {
    const { store, container } = setup();
    container.controller = {};
    const stop = store.start();
    await settle();
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    expect(store.updateAvailable).toBe(false);
    worker.become('installed');
    expect(store.updateAvailable).toBe(true);
    stop();
  });

  it('shows the prompt at start when a new worker is already waiting', async () => {
    const { store, container } = setup();
    container.controller = {};
    container.registration.waiting = new FakeWorker();
    const stop = store.start();
    await settle();
    expect(store.updateAvailable).toBe(true);
    stop();
  });

  it('stays silent on the very first installation (nothing controlled the page before)', async () => {
    const { store, container } = setup();
    const stop = store.start();
    await settle();
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    expect(store.updateAvailable).toBe(false);
    stop();
  });

  it('restarts: the waiting worker is told to skip waiting, the page reloads when it took over', async () => {
    const { store, container, browser } = setup();
    container.controller = {};
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const stop = store.start();
    await settle();
    store.restart();
    expect(store.refreshing).toBe(true);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not reload on a controller change nobody asked for (first installation)', async () => {
    const { store, container, browser } = setup();
    const stop = store.start();
    await settle();
    container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reload).not.toHaveBeenCalled();
    stop();
  });

  it('hides the prompt with „Später“', async () => {
    const { store, container } = setup();
    container.controller = {};
    container.registration.waiting = new FakeWorker();
    const stop = store.start();
    await settle();
    store.closeUpdatePrompt();
    expect(store.updateAvailable).toBe(false);
    stop();
  });
});

describe('PwaStore: offline', () => {
  it('follows the offline and online events', () => {
    const { store, events } = setup();
    const stop = store.start();
    expect(store.offline).toBe(false);
    events.dispatchEvent(new Event('offline'));
    expect(store.offline).toBe(true);
    events.dispatchEvent(new Event('online'));
    expect(store.offline).toBe(false);
    stop();
  });

  it('starts offline when the browser is offline, and retry reloads', () => {
    const { store, browser } = setup({ online: false });
    expect(store.offline).toBe(true);
    store.reload();
    expect(browser.reload).toHaveBeenCalled();
  });
});

describe('PwaStore: install prompt', () => {
  it('appears 5 s after start when consent was given before', async () => {
    const { store } = setup({ consent: true });
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(4_999);
    expect(store.installPromptVisible).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.installPromptVisible).toBe(true);
    stop();
  });

  it('appears 250 ms after the visitor accepts cookies, not before', async () => {
    const { store, set } = setup({ consent: false });
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.installPromptVisible).toBe(false);
    set({ consent: true });
    await jest.advanceTimersByTimeAsync(249);
    expect(store.installPromptVisible).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.installPromptVisible).toBe(true);
    stop();
  });

  it.each<[string, Setup]>([
    ['dismissed this month', { cookies: { 'pwa-dismiss': 'true' } }],
    ['PWA plugin off', { plugin: false }],
    ['running as the installed app', { standalone: true }],
    ['browser without PWA support', { supported: false }],
  ])('does not appear when %s', async (_name, options) => {
    const { store } = setup({ consent: true, ...options });
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(6_000);
    expect(store.installPromptVisible).toBe(false);
    stop();
  });

  it('does not appear on a self-service route, and hides when the visitor goes to one', async () => {
    const { store } = setup({ consent: true });
    store.setSelfService(true);
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(store.installPromptVisible).toBe(false);
    store.setSelfService(false);
    store.tryInstallPrompt();
    expect(store.installPromptVisible).toBe(true);
    store.setSelfService(true);
    expect(store.installPromptVisible).toBe(false);
    stop();
  });

  it('does not appear after the store was stopped', async () => {
    const { store } = setup({ consent: true });
    store.start()();
    await jest.advanceTimersByTimeAsync(6_000);
    expect(store.installPromptVisible).toBe(false);
  });

  it('dismissing sets cookie pwa-dismiss=true for 30 days; the footer link stays', async () => {
    const { store, browser } = setup({ consent: true });
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(5_000);
    store.dismissInstallPrompt();
    expect(browser.writeCookie).toHaveBeenCalledWith('pwa-dismiss', 'true', 30);
    expect(store.installPromptVisible).toBe(false);
    expect(store.installLinkVisible).toBe(true);
    store.tryInstallPrompt();
    expect(store.installPromptVisible).toBe(false);
    stop();
  });

  it('installs through the browser dialog it offered (beforeinstallprompt)', async () => {
    const { store, events } = setup({ consent: true });
    const stop = store.start();
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: jest.fn(() => Promise.resolve()),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    events.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    await jest.advanceTimersByTimeAsync(5_000);
    await store.install();
    expect(offer.prompt).toHaveBeenCalled();
    expect(store.installed).toBe(true);
    expect(store.installPromptVisible).toBe(false);
    expect(store.installLinkVisible).toBe(false);
    expect(store.installInstructionsOpen).toBe(false);
    stop();
  });

  it('keeps the link when the visitor declines the browser dialog', async () => {
    const { store, events } = setup();
    const stop = store.start();
    events.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt'), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'dismissed' as const }),
      }),
    );
    await store.install();
    expect(store.installed).toBe(false);
    expect(store.installLinkVisible).toBe(true);
    stop();
  });

  it('opens the instructions for the platform where the browser offers no dialog', async () => {
    const { store } = setup({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    });
    await store.install();
    expect(store.installInstructionsOpen).toBe(true);
    expect(store.platform).toBe('iphone');
    store.closeInstallInstructions();
    expect(store.installInstructionsOpen).toBe(false);
  });

  it('hides link and prompt once the app was installed (appinstalled)', async () => {
    const { store, events } = setup({ consent: true });
    const stop = store.start();
    await jest.advanceTimersByTimeAsync(5_000);
    events.dispatchEvent(new Event('appinstalled'));
    expect(store.installPromptVisible).toBe(false);
    expect(store.installLinkVisible).toBe(false);
    stop();
  });
});
