/**
 * The service worker (served as /sw.js, root scope). Not part of the shell's bundle: the
 * post-build step tools/scripts/build-service-worker.mjs bundles this file and injects the
 * precache list of the shell and of every remote (workbox-build injectManifest).
 *
 * - Precache: the shell's files at /, each remote's files at /mfe/<name>/.
 * - Navigations: the precached index.html (the client router takes over).
 * - GET /api/init and /api/remotes: network first, the last good answer when offline; both are
 *   fetched on install, so a visitor who was online once can open the site offline.
 * - Public lists and fonts: network first. Images: stale-while-revalidate.
 * - A new version waits until the page asks for it ({ type: 'SKIP_WAITING' }, the update prompt).
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  isAppNavigation,
  RUNTIME_CACHES,
  runtimeCacheRule,
  START_DATA_URLS,
  type RuntimeCacheRule,
} from './sw-routes.js';

/** The parts of ServiceWorkerGlobalScope used here (the shell compiles against the DOM lib). */
interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  addEventListener(type: 'install', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
}
type PrecacheList = Parameters<typeof precacheAndRoute>[0];

const scope = self as unknown as WorkerScope;
const origin = scope.location.origin;

/** A route for one runtime rule: same-origin GETs the rule names. */
function matches(rule: RuntimeCacheRule) {
  return ({ url, request }: { url: URL; request: Request }) =>
    runtimeCacheRule(url, request.method, origin) === rule;
}

/**
 * Keeps only complete answers (200) that are not private: the API marks its answers to a staff
 * session `private` (its ETag hook), so no signed-in data stays in the cache after logout.
 */
function isKeepable(response: Response): boolean {
  return (
    response.status === 200 && !/\bprivate\b/.test(response.headers.get('cache-control') ?? '')
  );
}
const onlyGoodAnswers: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null),
};

// Before the precache route: a remote redeployed alone must be seen while online.
registerRoute(
  matches('remote-entry'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES['remote-entry'],
    networkTimeoutSeconds: 5,
    plugins: [
      onlyGoodAnswers,
      {
        // Offline before the first runtime copy: the precached one (the query is a retry marker).
        handlerDidError: async ({ request }) => {
          const url = new URL(request.url);
          return matchPrecache(url.origin + url.pathname);
        },
      },
    ],
  }),
);

precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheList }).__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^attempt$/],
});
cleanupOutdatedCaches();

// Every page of the app is the shell's index.html; the server's own paths go to the network.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url.pathname),
  createHandlerBoundToURL('/index.html'),
);

/**
 * Offline on a branch page not opened online before: its start data (`/api/init?branch=`) are
 * not kept, but those of every branch (fetched at install) hold that branch's too.
 */
const everyBranchWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/init') return undefined;
    const cache = await caches.open(RUNTIME_CACHES['start-data']);
    return cache.match('/api/init', { ignoreVary: true });
  },
};

const startData = new NetworkFirst({
  cacheName: RUNTIME_CACHES['start-data'],
  networkTimeoutSeconds: 8,
  matchOptions: { ignoreVary: true },
  plugins: [onlyGoodAnswers, everyBranchWhenOffline],
});
registerRoute(matches('start-data'), startData);

registerRoute(
  matches('public-read'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES['public-read'],
    networkTimeoutSeconds: 8,
    matchOptions: { ignoreVary: true },
    plugins: [onlyGoodAnswers, new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

registerRoute(
  matches('image'),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.image,
    plugins: [
      onlyGoodAnswers,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 86_400,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  matches('remote-file'),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES['remote-file'],
    plugins: [onlyGoodAnswers, new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

// The first visit loaded init before this worker existed: fetch the start data now.
scope.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(RUNTIME_CACHES['start-data'])
      .then((cache) =>
        Promise.all(
          START_DATA_URLS.map(async (url) => {
            const response = await fetch(url, {
              credentials: 'same-origin',
              headers: { Accept: 'application/json' },
            });
            if (isKeepable(response)) await cache.put(url, response);
          }),
        ),
      )
      .catch(() => undefined),
  );
});

// The update prompt's restart button: the waiting version takes over, the page reloads.
scope.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
});

clientsClaim();
