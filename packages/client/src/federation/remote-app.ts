import type { ComponentType } from 'react';

/**
 * The props the shell renders every remote's exposed `./App` with: none. A remote reads what it
 * needs from the shared stores (init, session, cart) and the router.
 */
export type RemoteAppProps = Record<string, never>;

/**
 * What each remote exposes as `./App` through Module Federation. The shell loads it typed as
 * this; each remote's `src/exposes.ts` checks its `./App` against it (`npm run typecheck`).
 */
export interface RemoteAppModule {
  default: ComponentType<RemoteAppProps>;
}
