/**
 * The decisions of the installable app (storefront.md §2 "Global overlays", §4 "Cookie consent"
 * and "Installable app", storefront.md §9): pure, so they are table-tested; the PWA store feeds them the
 * browser's state.
 */

/** Install prompt delay after the visitor accepts cookies (ms). */
export const INSTALL_PROMPT_DELAY_AFTER_CONSENT_MS = 250;
/** Install prompt delay after start when consent was given on an earlier visit (ms). */
export const INSTALL_PROMPT_DELAY_AT_START_MS = 5_000;
/** First check for a new service worker after start (ms). */
export const UPDATE_CHECK_DELAY_MS = 2_500;
/** Later checks for a new service worker (ms). */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1_000;

/** Where the service worker lives and what it controls. */
export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** The web app manifest (api/src/modules/web). */
export const WEB_MANIFEST_URL = '/api/manifest.webmanifest';

/** The platforms the install instructions differ for. */
export type InstallPlatform = 'android' | 'ipad' | 'iphone' | 'other';

/**
 * The platform from the user agent. iPadOS 13+ reports itself as a Mac; a Mac with a touch
 * screen (more than one touch point) is an iPad.
 */
export function installPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipod/i.test(userAgent)) return 'iphone';
  if (/ipad/i.test(userAgent)) return 'ipad';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ipad';
  return 'other';
}

/** Whether the page runs as an installed app: display mode standalone, or iOS's own flag. */
export function isStandaloneDisplay(state: {
  displayModeStandalone: boolean;
  navigatorStandalone?: boolean;
}): boolean {
  return state.displayModeStandalone || state.navigatorStandalone === true;
}

/** Whether the browser can run the app installed: service workers in a secure context. */
export function isPwaSupported(state: {
  hasServiceWorker: boolean;
  secureContext: boolean;
}): boolean {
  return state.hasServiceWorker && state.secureContext;
}

/** What the footer link 'App installieren' depends on. */
export interface InstallLinkConditions {
  pluginEnabled: boolean;
  standalone: boolean;
  supported: boolean;
  /** The app is known to be installed on this device already. */
  installed: boolean;
  selfService: boolean;
}

/**
 * The footer link 'App installieren' appears when the PWA plugin is on, the page is not running
 * as the installed app, the browser supports it, the app is not installed and the route is not
 * self-service.
 */
export function showInstallLink(c: InstallLinkConditions): boolean {
  return c.pluginEnabled && !c.standalone && c.supported && !c.installed && !c.selfService;
}

/** What the install prompt depends on, on top of the link's conditions. */
export interface InstallPromptConditions extends InstallLinkConditions {
  /** Cookie 'pwa-dismiss' is 'true'. */
  dismissed: boolean;
  /** The visitor accepted cookies. */
  consent: boolean;
}

/** The install prompt: the link's conditions, plus cookie consent and no dismissal this month. */
export function showInstallPrompt(c: InstallPromptConditions): boolean {
  return showInstallLink(c) && c.consent && !c.dismissed;
}

/** When the install prompt is tried: 5 s after start with earlier consent, 250 ms after accepting. */
export function installPromptDelay(consentAtStart: boolean): number {
  return consentAtStart ? INSTALL_PROMPT_DELAY_AT_START_MS : INSTALL_PROMPT_DELAY_AFTER_CONSENT_MS;
}
