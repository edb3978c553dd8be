/** The microfrontends the shell composes; each is served under /mfe/{name}/. */
export const REMOTE_NAMES = [
  'storefront',
  'checkout',
  'backoffice',
  'signage',
  'timetracking',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Runtime map of remote name → URL of its mf-manifest.json (`GET /api/remotes`). */
export type RemoteManifestMap = Record<RemoteName, string>;
