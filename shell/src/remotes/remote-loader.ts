import type { ComponentType } from 'react';
import type { RemoteEntryMap, RemoteName } from '@bestellwerk/domain';

/** What a remote exposes as `./App`. */
export interface ExposedModule {
  default?: ComponentType;
}

/** The part of Module Federation the loader uses (injected for tests). */
export interface FederationRuntime {
  /** Runs the remote's entry script from `entryUrl` and returns its exposed `module`. */
  loadExposed(name: RemoteName, entryUrl: string, module: string): Promise<ExposedModule>;
}

/** Loads the `./App` of a remote by name. */
export interface RemoteLoader {
  /** Loads the App once; after a failure, the next call fetches the entry again. */
  load(name: RemoteName): Promise<ComponentType>;
  /** The App if it already loaded, so revisits render without a loader. */
  loaded(name: RemoteName): ComponentType | undefined;
}

function withAttemptQuery(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/**
 * Creates the loader: reads the remote map once (`GET /api/remotes` via `fetchEntries`) and
 * loads a remote's `./App` on its first visit. Failures are not kept: the next call loads the
 * entry again under a fresh URL, so neither the browser nor a hint answers from the failed one.
 */
export function createRemoteLoader(
  fetchEntries: () => Promise<RemoteEntryMap>,
  runtime: FederationRuntime,
): RemoteLoader {
  let entries: Promise<RemoteEntryMap> | null = null;
  const requests = new Map<RemoteName, Promise<ComponentType>>();
  const apps = new Map<RemoteName, ComponentType>();
  const attempts = new Map<RemoteName, number>();

  function entryMap(): Promise<RemoteEntryMap> {
    entries ??= fetchEntries().catch((error: unknown) => {
      entries = null;
      throw error;
    });
    return entries;
  }

  async function fetchApp(name: RemoteName): Promise<ComponentType> {
    const entry = (await entryMap())[name];
    if (!entry) throw new Error(`Für "${name}" ist keine Adresse hinterlegt.`);
    const attempt = (attempts.get(name) ?? -1) + 1;
    attempts.set(name, attempt);
    const url = attempt === 0 ? entry : withAttemptQuery(entry, attempt);
    const module = await runtime.loadExposed(name, url, './App');
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
