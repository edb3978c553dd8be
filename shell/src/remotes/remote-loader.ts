import type { ComponentType } from 'react';
import type { RemoteManifestMap, RemoteName } from '@bestellwerk/domain';

/** The part of the Module Federation runtime the loader uses (injected for tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Loads the `./App` of a remote by name. */
export interface RemoteLoader {
  /** Loads the App once; after a failure, the next call fetches manifest and entry again. */
  load(name: RemoteName): Promise<ComponentType>;
  /** The App if it already loaded, so revisits render without a loader. */
  loaded(name: RemoteName): ComponentType | undefined;
}

function withAttemptQuery(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/**
 * Creates the loader: reads the remote map once (`GET /api/remotes` via `fetchManifests`),
 * registers a remote with the runtime on its first visit and loads its `./App`. Failures are
 * not kept: the next call re-registers the remote with `force` and a fresh manifest URL,
 * because the runtime would otherwise answer from the failed attempt it cached.
 */
export function createRemoteLoader(
  fetchManifests: () => Promise<RemoteManifestMap>,
  runtime: FederationRuntime,
): RemoteLoader {
  let manifests: Promise<RemoteManifestMap> | null = null;
  const requests = new Map<RemoteName, Promise<ComponentType>>();
  const apps = new Map<RemoteName, ComponentType>();
  const attempts = new Map<RemoteName, number>();

  function manifestMap(): Promise<RemoteManifestMap> {
    manifests ??= fetchManifests().catch((error: unknown) => {
      manifests = null;
      throw error;
    });
    return manifests;
  }

  async function fetchApp(name: RemoteName): Promise<ComponentType> {
    const entry = (await manifestMap())[name];
    if (!entry) throw new Error(`Für "${name}" ist keine Adresse hinterlegt.`);
    const attempt = (attempts.get(name) ?? -1) + 1;
    attempts.set(name, attempt);
    runtime.registerRemotes(
      [{ name, entry: attempt === 0 ? entry : withAttemptQuery(entry, attempt) }],
      {
        force: attempt > 0,
      },
    );
    const module = await runtime.loadRemote<{ default?: ComponentType }>(`${name}/App`);
    if (!module?.default) throw new Error(`"${name}/App" hat keinen Standard-Export.`);
    apps.set(name, module.default);
    return module.default;
  }

  return {
    load(name) {
      let request = requests.get(name);
      if (!request) {
        request = fetchApp(name);
        requests.set(name, request);
        request.catch(() => requests.delete(name));
      }
      return request;
    },
    loaded: (name) => apps.get(name),
  };
}
