/** The maplibre-gl module as its dynamic import yields it. */
export type MapLibre = typeof import('maplibre-gl');

let loading: Promise<MapLibre> | null = null;

/**
 * Loads maplibre-gl and its stylesheet on demand: both land in chunks of their own, so the home
 * page's first load stays light. Loaded once per page; a failed load may be retried.
 */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<MapLibre> {
  const [maplibre] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  // The bundler emits the worker beside the chunks; the library cannot find it by itself because
  // a bundled `import.meta.url` is no http URL.
  const workerUrl = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href;
  maplibre.setWorkerUrl(await sameOriginUrl(workerUrl));
  return maplibre;
}

/**
 * A worker script URL the page may start a worker from. Remotes are served by another origin in
 * development (the library's own cross-origin path does not survive bundling), so there the
 * self-contained worker file is fetched and handed over as a same-origin blob URL.
 */
async function sameOriginUrl(url: string): Promise<string> {
  if (new URL(url, window.location.href).origin === window.location.origin) return url;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Kartenbibliothek nicht geladen (${response.status})`);
  return URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
}
