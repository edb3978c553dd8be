import type { ComponentType } from 'react';
import type { RemoteEntryMap } from '@bestellwerk/domain';
import { createRemoteLoader, type FederationRuntime } from './remote-loader.js';

const ENTRIES: RemoteEntryMap = {
  storefront: '/mfe/storefront/remoteEntry.js',
  checkout: '/mfe/checkout/remoteEntry.js',
  backoffice: '/mfe/backoffice/remoteEntry.js',
  signage: '/mfe/signage/remoteEntry.js',
  timetracking: '/mfe/timetracking/remoteEntry.js',
};

const StorefrontApp: ComponentType = () => null;

/** A runtime whose loadRemote answers from `results` in turn (an Error rejects). */
function fakeRuntime(results: (ComponentType | Error | null)[]) {
  const registered: { remotes: { name: string; entry: string }[]; force?: boolean }[] = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => registered.push({ remotes, force: options?.force }),
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      const result = results.shift();
      if (result instanceof Error) throw result;
      return (result ? { default: result } : null) as T;
    },
  };
  return { runtime, registered, loads };
}

describe('createRemoteLoader', () => {
  it('registers the remote from the runtime map and loads its ./App once', async () => {
    const fetchEntries = jest.fn(async () => ENTRIES);
    const { runtime, registered, loads } = fakeRuntime([StorefrontApp]);
    const loader = createRemoteLoader(fetchEntries, runtime);

    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(registered).toEqual([
      {
        remotes: [{ name: 'storefront', entry: '/mfe/storefront/remoteEntry.js' }],
        force: false,
      },
    ]);
    expect(loads).toEqual(['storefront/App']);
    expect(loader.loaded('storefront')).toBe(StorefrontApp);
    expect(fetchEntries).toHaveBeenCalledTimes(1);
  });

  it('after a failure, re-registers with force and a fresh entry url so the runtime fetches again', async () => {
    const { runtime, registered } = fakeRuntime([new Error('entry 404'), StorefrontApp]);
    const loader = createRemoteLoader(async () => ENTRIES, runtime);

    await expect(loader.load('storefront')).rejects.toThrow('entry 404');
    expect(loader.loaded('storefront')).toBeUndefined();
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(registered[1]).toEqual({
      remotes: [{ name: 'storefront', entry: '/mfe/storefront/remoteEntry.js?attempt=1' }],
      force: true,
    });
  });

  it('reads the remote map again when it could not be fetched', async () => {
    const fetchEntries = jest
      .fn<Promise<RemoteEntryMap>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(ENTRIES);
    const { runtime } = fakeRuntime([StorefrontApp]);
    const loader = createRemoteLoader(fetchEntries, runtime);

    await expect(loader.load('storefront')).rejects.toThrow('offline');
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    expect(fetchEntries).toHaveBeenCalledTimes(2);
  });

  it('fails when the remote exposes no default export', async () => {
    const { runtime } = fakeRuntime([null]);
    const loader = createRemoteLoader(async () => ENTRIES, runtime);

    await expect(loader.load('storefront')).rejects.toThrow(
      '"storefront/App" hat keinen Standard-Export.',
    );
  });

  it('forgets a loaded App on request: the next load registers the remote again under a fresh url', async () => {
    const Fixed: ComponentType = () => null;
    const { runtime, registered } = fakeRuntime([StorefrontApp, Fixed]);
    const loader = createRemoteLoader(async () => ENTRIES, runtime);

    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    loader.forget('storefront');
    expect(loader.loaded('storefront')).toBeUndefined();
    await expect(loader.load('storefront')).resolves.toBe(Fixed);
    expect(registered[1]).toEqual({
      remotes: [{ name: 'storefront', entry: '/mfe/storefront/remoteEntry.js?attempt=1' }],
      force: true,
    });
  });
});
