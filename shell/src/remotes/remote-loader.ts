import type { ComponentType } from 'react';
import type { RemoteAppModule, RemoteAppProps } from '@bestellwerk/client';
import type { RemoteEntryMap, RemoteName } from '@bestellwerk/domain';

/** A remote's `./App`, as the shell renders it. */
export type RemoteApp = ComponentType<RemoteAppProps>;

/** The part of the Module Federation runtime the loader uses (injected for tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** Loads the `./App` of a remote by name. */
export interface RemoteLoader {
  /** Loads the App once; after a failure, the next call fetches the entry again. */
  load(name: RemoteName): Promise<RemoteApp>;
  /** The App if it already loaded, so revisits render without a loader. */
  loaded(name: RemoteName): RemoteApp | undefined;
  /**
   * Drops the App that loaded (it threw while rendering): the next `load` fetches the remote
   * anew, so a deployment that replaced the broken one is what renders.
   */
  forget(name: RemoteName): void;
}

function withAttemptQuery(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/**
 * Creates the loader: reads the remote map once (`GET /api/remotes` via `fetchEntries`),
 * registers a remote with the federation runtime on its first visit and loads its `./App`.
 * Failures are not kept: the next call registers the remote again with `force` under a fresh
 * entry URL, because the runtime and the browser would otherwise answer from the failed attempt.
 */
export function createRemoteLoader(
  fetchEntries: () => Promise<RemoteEntryMap>,
  runtime: FederationRuntime,
): RemoteLoader {
  let entries: Promise<RemoteEntryMap> | null = null;
  const requests = new Map<RemoteName, Promise<RemoteApp>>();
  const apps = new Map<RemoteName, RemoteApp>();
  const attempts = new Map<RemoteName, number>();

  function entryMap(): Promise<RemoteEntryMap> {
    entries ??= fetchEntries().catch((error: unknown) => {
      entries = null;
      throw error;
    });
    return entries;
  }

  async function fetchApp(name: RemoteName): Promise<RemoteApp> {
    const entry = (await entryMap())[name];
    if (!entry) throw new Error(`Für "${name}" ist keine Adresse hinterlegt.`);
    const attempt = (attempts.get(name) ?? -1) + 1;
    attempts.set(name, attempt);
    runtime.registerRemotes(
      [{ name, entry: attempt === 0 ? entry : withAttemptQuery(entry, attempt) }],
      { force: attempt > 0 },
    );
    const module = await runtime.loadRemote<Partial<RemoteAppModule>>(`${name}/App`);
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
    forget(name) {
      apps.delete(name);
      requests.delete(name);
    },
  };
}
