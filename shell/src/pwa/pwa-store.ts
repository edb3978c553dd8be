import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { PWA_DISMISS_COOKIE, PWA_DISMISS_DAYS } from '@bestellwerk/domain';
import {
  installPlatform,
  installPromptDelay,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  showInstallLink,
  showInstallPrompt,
  UPDATE_CHECK_DELAY_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type InstallPlatform,
} from './install-rules.js';
import type { BeforeInstallPromptEvent, PwaBrowser, WorkerRegistration } from './pwa-browser.js';

/** What the store reads from the shared stores: the PWA plugin flag and the cookie consent. */
export interface PwaInputs {
  pluginEnabled(): boolean;
  hasConsent(): boolean;
}

/**
 * The installable app (storefront.md §4 "Installable app"): the flags update available,
 * refreshing, install prompt and install instructions, plus the offline state, and the service
 * worker's life cycle. Nothing happens before `start()`; its disposer undoes it.
 */
export class PwaStore {
  offline: boolean;
  updateAvailable = false;
  refreshing = false;
  installPromptOpen = false;
  installInstructionsOpen = false;
  installed = false;
  dismissed: boolean;
  selfService = false;
  /** The browser's deferred install dialog (beforeinstallprompt), when it offered one. */
  deferredPrompt: BeforeInstallPromptEvent | null = null;

  readonly platform: InstallPlatform;
  private registration: WorkerRegistration | null = null;
  private registrationRun = 0;

  constructor(
    private readonly browser: PwaBrowser,
    private readonly inputs: PwaInputs,
  ) {
    this.offline = !browser.isOnline();
    this.dismissed = browser.readCookie(PWA_DISMISS_COOKIE) === 'true';
    this.platform = installPlatform(browser.userAgent, browser.maxTouchPoints);
    makeObservable<PwaStore, 'showUpdate'>(this, {
      offline: observable,
      updateAvailable: observable,
      refreshing: observable,
      installPromptOpen: observable,
      installInstructionsOpen: observable,
      installed: observable,
      dismissed: observable,
      selfService: observable,
      deferredPrompt: observableRef,
      installLinkVisible: computed,
      installPromptVisible: computed,
      setOffline: action,
      setSelfService: action,
      tryInstallPrompt: action,
      dismissInstallPrompt: action,
      closeUpdatePrompt: action,
      install: action,
      closeInstallInstructions: action,
      markInstalled: action,
      restart: action,
      showUpdate: action,
    });
  }

  private get linkConditions() {
    return {
      pluginEnabled: this.inputs.pluginEnabled(),
      standalone: this.browser.standalone,
      supported: this.browser.supported,
      installed: this.installed,
      selfService: this.selfService,
    };
  }

  /** The footer link 'App installieren' (storefront.md §2 "Legal links"). */
  get installLinkVisible(): boolean {
    return showInstallLink(this.linkConditions);
  }

  /** The install prompt: opened by its timer and still allowed (a route change may hide it). */
  get installPromptVisible(): boolean {
    return (
      this.installPromptOpen &&
      showInstallPrompt({
        ...this.linkConditions,
        dismissed: this.dismissed,
        consent: this.inputs.hasConsent(),
      })
    );
  }

  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  setSelfService(selfService: boolean): void {
    this.selfService = selfService;
  }

  /** Opens the install prompt if everything allows it right now. */
  tryInstallPrompt(): void {
    this.installPromptOpen = true;
    if (!this.installPromptVisible) this.installPromptOpen = false;
  }

  /** 'Nicht jetzt': no prompt for a month (cookie 'pwa-dismiss'). The footer link stays. */
  dismissInstallPrompt(): void {
    this.browser.writeCookie(PWA_DISMISS_COOKIE, 'true', PWA_DISMISS_DAYS);
    this.dismissed = true;
    this.installPromptOpen = false;
  }

  /**
   * Installs: the browser's own dialog where it offered one (Chrome, Edge, Android), otherwise
   * the instructions for the platform (Safari on iPhone and iPad, other browsers).
   */
  async install(): Promise<void> {
    this.installPromptOpen = false;
    const prompt = this.deferredPrompt;
    if (!prompt) {
      this.installInstructionsOpen = true;
      return;
    }
    this.deferredPrompt = null;
    try {
      await prompt.prompt();
      const choice = await prompt.userChoice;
      if (choice.outcome === 'accepted') this.markInstalled();
    } catch {
      this.openInstructions();
    }
  }

  private openInstructions = action(() => {
    this.installInstructionsOpen = true;
  });

  closeInstallInstructions(): void {
    this.installInstructionsOpen = false;
  }

  markInstalled(): void {
    this.installed = true;
    this.installPromptOpen = false;
  }

  /** 'Später': hides the update prompt; the new version starts with the next visit. */
  closeUpdatePrompt(): void {
    this.updateAvailable = false;
  }

  /** The update prompt's restart: the waiting worker takes over, then the page reloads. */
  restart(): void {
    this.refreshing = true;
    const waiting = this.registration?.waiting;
    if (waiting) waiting.postMessage({ type: 'SKIP_WAITING' });
    else this.browser.reload();
  }

  /** The offline warning's retry. */
  reload(): void {
    this.browser.reload();
  }

  private showUpdate(): void {
    this.updateAvailable = true;
  }

  /**
   * Starts listening and, with the PWA plugin on, registers the service worker (off: every
   * registration is removed); schedules the install prompt and the update checks. Returns
   * the disposer.
   */
  start(): () => void {
    const { browser } = this;
    const cleanups: (() => void)[] = [];
    const listen = (
      target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
      type: string,
      listener: (event: Event) => void,
    ) => {
      target.addEventListener(type, listener);
      cleanups.push(() => target.removeEventListener(type, listener));
    };
    const later = (delay: number, run: () => void) => {
      const timer = setTimeout(run, delay);
      cleanups.push(() => clearTimeout(timer));
    };

    listen(browser.events, 'online', () => this.setOffline(false));
    listen(browser.events, 'offline', () => this.setOffline(true));
    this.setOffline(!browser.isOnline());
    listen(
      browser.events,
      'beforeinstallprompt',
      action((event: Event) => {
        event.preventDefault();
        this.deferredPrompt = event as BeforeInstallPromptEvent;
      }),
    );
    listen(browser.events, 'appinstalled', () => this.markInstalled());
    void browser.installedRelatedApp().then((installed) => installed && this.markInstalled());

    if (browser.serviceWorker) {
      listen(browser.serviceWorker, 'controllerchange', () => {
        if (this.refreshing) browser.reload();
      });
    }
    cleanups.push(
      reaction(
        () => this.inputs.pluginEnabled(),
        (enabled) => this.applyPlugin(enabled),
        { fireImmediately: true },
      ),
    );
    cleanups.push(() => {
      this.registrationRun += 1;
    });

    if (this.inputs.hasConsent()) {
      later(installPromptDelay(true), () => this.tryInstallPrompt());
    } else {
      cleanups.push(
        reaction(
          () => this.inputs.hasConsent(),
          (consent) => consent && later(installPromptDelay(false), () => this.tryInstallPrompt()),
        ),
      );
    }

    later(UPDATE_CHECK_DELAY_MS, () => this.checkForUpdate());
    const interval = setInterval(() => this.checkForUpdate(), UPDATE_CHECK_INTERVAL_MS);
    cleanups.push(() => clearInterval(interval));

    return () => cleanups.splice(0).forEach((cleanup) => cleanup());
  }

  /**
   * For a screen without the shop's frame (a TV): registers the service worker whatever the PWA
   * plugin says, after the page has loaded, with no prompts and no install offers, so a TV
   * restarted without network still opens its page and plays its last display (issue 20).
   * Returns the function that stops it.
   */
  startForScreen(): () => void {
    const container = this.browser.serviceWorker;
    if (!container) return () => undefined;
    const run = ++this.registrationRun;
    const stopWaiting = this.browser.afterLoad(() => {
      if (run !== this.registrationRun) return;
      container
        .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
        .then((registration) => {
          if (run === this.registrationRun) this.registration = registration;
        })
        .catch(() => undefined);
    });
    return () => {
      this.registrationRun += 1;
      stopWaiting();
    };
  }

  /** Asks the browser for a new service worker; failures (offline) are ignored. */
  checkForUpdate(): void {
    this.registration?.update().catch(() => undefined);
  }

  private applyPlugin(enabled: boolean): void {
    const { browser } = this;
    browser.linkManifest(enabled);
    const container = browser.serviceWorker;
    if (!container) return;
    const run = ++this.registrationRun;
    if (!enabled) {
      this.registration = null;
      container
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
        .catch(() => undefined);
      return;
    }
    // After the page has loaded: installing the worker fetches the whole precache (about 2 MB),
    // which must not compete with the first page for a phone's bandwidth.
    browser.afterLoad(() => {
      if (run !== this.registrationRun) return;
      container
        .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
        .then((registration) => {
          if (run === this.registrationRun) this.watch(registration);
        })
        // storefront.md §7: registration errors are swallowed silently.
        .catch(() => undefined);
    });
  }

  /** Flags an update when a new worker is installed while an older one controls the page. */
  private watch(registration: WorkerRegistration): void {
    this.registration = registration;
    const controlled = () => this.browser.serviceWorker?.controller != null;
    if (registration.waiting && controlled()) this.showUpdate();
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && controlled()) this.showUpdate();
      });
    });
  }
}
