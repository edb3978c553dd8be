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

/** A runtime whose loadExposed answers from `results` in turn (an Error rejects). */
function fakeRuntime(results: (ComponentType | Error | null)[]) {
  const loads: { name: string; entryUrl: string; module: string }[] = [];
  const runtime: FederationRuntime = {
    loadExposed: async (name, entryUrl, module) => {
      loads.push({ name, entryUrl, module });
      const result = results.shift();
      if (result instanceof Error) throw result;
      return result ? { default: result } : {};
    },
  };
  return { runtime, loads };
}

describe('createRemoteLoader', () => {
  it('loads ./App from the entry in the runtime map, once', async () => {
    const fetchEntries = jest.fn(async () => ENTRIES);
    const { runtime, loads } = fakeRuntime([StorefrontApp]);
    const loader = createRemoteLoader(fetchEntries, runtime);

    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(loads).toEqual([
      { name: 'storefront', entryUrl: '/mfe/storefront/remoteEntry.js', module: './App' },
    ]);
    expect(loader.loaded('storefront')).toBe(StorefrontApp);
    expect(fetchEntries).toHaveBeenCalledTimes(1);
  });

  it('after a failure, loads the entry again under a fresh url', async () => {
    const { runtime, loads } = fakeRuntime([
      new Error('entry 404'),
      new Error('chunk 404'),
      StorefrontApp,
    ]);
    const loader = createRemoteLoader(async () => ENTRIES, runtime);

    await expect(loader.load('storefront')).rejects.toThrow('entry 404');
    expect(loader.loaded('storefront')).toBeUndefined();
    await expect(loader.load('storefront')).rejects.toThrow('chunk 404');
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(loads.map((load) => load.entryUrl)).toEqual([
      '/mfe/storefront/remoteEntry.js',
      '/mfe/storefront/remoteEntry.js?attempt=1',
      '/mfe/storefront/remoteEntry.js?attempt=2',
    ]);
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
});
