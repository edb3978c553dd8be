import type { ComponentType } from 'react';
import type { RemoteManifestMap } from '@bestellwerk/domain';
import { createRemoteLoader, type FederationRuntime } from './remote-loader.js';

const MANIFESTS: RemoteManifestMap = {
  storefront: '/mfe/storefront/mf-manifest.json',
  checkout: '/mfe/checkout/mf-manifest.json',
  backoffice: '/mfe/backoffice/mf-manifest.json',
  signage: '/mfe/signage/mf-manifest.json',
  timetracking: '/mfe/timetracking/mf-manifest.json',
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
    const fetchManifests = jest.fn(async () => MANIFESTS);
    const { runtime, registered, loads } = fakeRuntime([StorefrontApp]);
    const loader = createRemoteLoader(fetchManifests, runtime);

    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(registered).toEqual([
      {
        remotes: [{ name: 'storefront', entry: '/mfe/storefront/mf-manifest.json' }],
        force: false,
      },
    ]);
    expect(loads).toEqual(['storefront/App']);
    expect(loader.loaded('storefront')).toBe(StorefrontApp);
    expect(fetchManifests).toHaveBeenCalledTimes(1);
  });

  it('after a failure, re-registers with force and a fresh manifest url so the runtime fetches again', async () => {
    const { runtime, registered } = fakeRuntime([new Error('manifest 404'), StorefrontApp]);
    const loader = createRemoteLoader(async () => MANIFESTS, runtime);

    await expect(loader.load('storefront')).rejects.toThrow('manifest 404');
    expect(loader.loaded('storefront')).toBeUndefined();
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);

    expect(registered[1]).toEqual({
      remotes: [{ name: 'storefront', entry: '/mfe/storefront/mf-manifest.json?attempt=1' }],
      force: true,
    });
  });

  it('reads the remote map again when it could not be fetched', async () => {
    const fetchManifests = jest
      .fn<Promise<RemoteManifestMap>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(MANIFESTS);
    const { runtime } = fakeRuntime([StorefrontApp]);
    const loader = createRemoteLoader(fetchManifests, runtime);

    await expect(loader.load('storefront')).rejects.toThrow('offline');
    await expect(loader.load('storefront')).resolves.toBe(StorefrontApp);
    expect(fetchManifests).toHaveBeenCalledTimes(2);
  });

  it('fails when the remote exposes no default export', async () => {
    const { runtime } = fakeRuntime([null]);
    const loader = createRemoteLoader(async () => MANIFESTS, runtime);

    await expect(loader.load('storefront')).rejects.toThrow(
      '"storefront/App" hat keinen Standard-Export.',
    );
  });
});
