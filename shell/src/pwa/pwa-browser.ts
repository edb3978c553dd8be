import { readCookie, writeCookie } from '@bestellwerk/client';
import { isPwaSupported, isStandaloneDisplay, WEB_MANIFEST_URL } from './install-rules.js';

/** Chrome's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The part of a ServiceWorkerRegistration the PWA store uses. */
export interface WorkerRegistration extends Pick<EventTarget, 'addEventListener'> {
  readonly waiting: Pick<ServiceWorker, 'postMessage'> | null;
  readonly installing:
    (Pick<ServiceWorker, 'state'> & Pick<EventTarget, 'addEventListener'>) | null;
  update(): Promise<unknown>;
  unregister(): Promise<boolean>;
}

/** The part of navigator.serviceWorker the PWA store uses. */
export interface WorkerContainer extends Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener'
> {
  readonly controller: object | null;
  register(url: string, options: { scope: string }): Promise<WorkerRegistration>;
  getRegistrations(): Promise<readonly WorkerRegistration[]>;
}

/** Everything the PWA store reads from or does to the browser (a fake in tests). */
export interface PwaBrowser {
  /** navigator.serviceWorker; null where the browser has none. */
  serviceWorker: WorkerContainer | null;
  standalone: boolean;
  supported: boolean;
  userAgent: string;
  maxTouchPoints: number;
  isOnline(): boolean;
  /** Window events: online, offline, beforeinstallprompt, appinstalled. */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  reload(): void;
  readCookie(name: string): string | null;
  writeCookie(name: string, value: string, days: number): void;
  /** Adds (true) or removes (false) the manifest link in the page's head. */
  linkManifest(enabled: boolean): void;
  /** Whether the app is installed, where the browser can tell (getInstalledRelatedApps). */
  installedRelatedApp(): Promise<boolean>;
  /** Runs `run` once the page has loaded (at once when it has); answers a cancel function. */
  afterLoad(run: () => void): () => void;
}

const MANIFEST_LINK_ID = 'pwa-manifest';
const TOUCH_ICON_ID = 'pwa-touch-icon';

/** Adds or removes `<link rel="manifest">` and the iOS home screen icon in `document`'s head. */
export function linkManifest(document: Document, enabled: boolean): void {
  const links = [
    { id: MANIFEST_LINK_ID, rel: 'manifest', href: WEB_MANIFEST_URL },
    { id: TOUCH_ICON_ID, rel: 'apple-touch-icon', href: '/icons/app-icon-192.png' },
  ];
  for (const { id, rel, href } of links) {
    const existing = document.getElementById(id);
    if (!enabled) {
      existing?.remove();
    } else if (!existing) {
      const link = document.createElement('link');
      link.id = id;
      link.rel = rel;
      link.href = href;
      document.head.append(link);
    }
  }
}

/** The real browser. */
export function windowPwaBrowser(): PwaBrowser {
  const serviceWorker =
    'serviceWorker' in navigator ? (navigator.serviceWorker as unknown as WorkerContainer) : null;
  const related = navigator as Navigator & {
    getInstalledRelatedApps?: () => Promise<unknown[]>;
    standalone?: boolean;
  };
  return {
    serviceWorker,
    standalone: isStandaloneDisplay({
      displayModeStandalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
      navigatorStandalone: related.standalone,
    }),
    supported: isPwaSupported({
      hasServiceWorker: serviceWorker !== null,
      secureContext: window.isSecureContext,
    }),
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    isOnline: () => navigator.onLine,
    events: window,
    reload: () => window.location.reload(),
    readCookie: (name) => readCookie(name),
    writeCookie,
    linkManifest: (enabled) => linkManifest(document, enabled),
    installedRelatedApp: async () =>
      ((await related.getInstalledRelatedApps?.().catch(() => [])) ?? []).length > 0,
    afterLoad: (run) => {
      if (document.readyState === 'complete') {
        const timer = setTimeout(run, 0);
        return () => clearTimeout(timer);
      }
      window.addEventListener('load', run, { once: true });
      return () => window.removeEventListener('load', run);
    },
  };
}
