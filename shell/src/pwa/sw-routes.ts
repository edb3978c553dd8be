/**
 * What the service worker does with a request it did not precache: pure, so the rules are
 * table-tested here and the worker (service-worker.ts) only wires them to Workbox strategies.
 */
export type RuntimeCacheRule =
  /** GET /api/init and /api/remotes: network first, the last good answer when offline. */
  | 'start-data'
  /** Public lists and fonts a visitor reads: network first as well, in their own cache. */
  | 'public-read'
  /** /image/… and /upload/…: stale-while-revalidate. */
  | 'image'
  /** A remote's file whose name carries no hash: its entry, remoteEntry.js. */
  | 'remote-entry'
  /** Other files of a remote (chunks of a remote redeployed after this worker was built). */
  | 'remote-file';

/** Names of the runtime caches, one per rule. */
export const RUNTIME_CACHES: Record<RuntimeCacheRule, string> = {
  'start-data': 'bestellwerk-start-data',
  'public-read': 'bestellwerk-public-reads',
  image: 'bestellwerk-images',
  'remote-entry': 'bestellwerk-remote-entries',
  'remote-file': 'bestellwerk-remote-files',
};

/** The answers the worker fetches on install, so the very first visit already works offline. */
export const START_DATA_URLS = ['/api/init', '/api/remotes'] as const;

/** Public GET lists of the storefront (storefront.md §7); the staff API is never cached. */
const PUBLIC_READ =
  /^\/api\/(config|divisions|branches(\/\d+\/menus)?|menus|categories|products|tags|tables|donatees|sites|navigations|blocks|fonts(\/.*)?)$/;

/** Path prefixes the server answers itself; a navigation there is no page of the app. */
const SERVER_PATHS = /^\/(api|image|upload|mfe)(\/|$)|^\/sw\.js$|^\/manifest\.webmanifest$/;

/**
 * The runtime rule for a request, or null when the worker leaves it to the network: only
 * same-origin GETs are considered.
 */
export function runtimeCacheRule(
  url: Pick<URL, 'origin' | 'pathname'>,
  method: string,
  ownOrigin: string,
): RuntimeCacheRule | null {
  if (method !== 'GET' || url.origin !== ownOrigin) return null;
  const path = url.pathname;
  if ((START_DATA_URLS as readonly string[]).includes(path)) return 'start-data';
  if (PUBLIC_READ.test(path)) return 'public-read';
  if (/^\/(image|upload)\//.test(path)) return 'image';
  if (/^\/mfe\/[a-z]+\/remoteEntry\.js$/.test(path)) return 'remote-entry';
  if (/^\/mfe\/[a-z]+\/.+/.test(path)) return 'remote-file';
  return null;
}

/** Whether a navigation to `pathname` is a page of the app, answered with the shell's index.html. */
export function isAppNavigation(pathname: string): boolean {
  return !SERVER_PATHS.test(pathname);
}
