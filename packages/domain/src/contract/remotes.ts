/** The microfrontends the shell composes; each is served under /mfe/{name}/. */
export const REMOTE_NAMES = [
  'storefront',
  'checkout',
  'backoffice',
  'signage',
  'timetracking',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Runtime map of remote name → URL of its entry script, remoteEntry.js (`GET /api/remotes`). */
export type RemoteEntryMap = Record<RemoteName, string>;
