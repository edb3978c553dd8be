import type { RemoteName } from '@bestellwerk/domain';
import type { ExposedModule, FederationRuntime } from './remote-loader.js';

/** A remote's Module Federation container, as its remoteEntry.js leaves it on `window`. */
interface Container {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => ExposedModule>;
}

// Provided by the bundler's sharing runtime in the shell.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** The global a remote's entry script assigns its container to (see tools/rspack). */
const containerGlobal = (name: RemoteName) => `bestellwerk_${name}`;

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`${url} konnte nicht geladen werden.`));
    };
    document.head.append(script);
  });
}

/**
 * The browser's runtime: runs the remote's entry script, hands its container the shell's share
 * scope (one React, one MobX, …) and returns the exposed module. Each call runs the script it is
 * given anew, so a retry with a fresh URL also starts with a fresh container.
 */
export const browserFederation: FederationRuntime = {
  async loadExposed(name, entryUrl, module) {
    const global = window as unknown as Record<string, Container | undefined>;
    delete global[containerGlobal(name)];
    await loadScript(entryUrl);
    const container = global[containerGlobal(name)];
    if (!container) throw new Error(`${entryUrl} hat keinen Container "${name}" angelegt.`);
    await __webpack_init_sharing__('default');
    await container.init(__webpack_share_scopes__.default);
    const factory = await container.get(module);
    return factory();
  },
};
