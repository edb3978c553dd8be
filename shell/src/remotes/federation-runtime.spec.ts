import { registerRemotes } from '@module-federation/enhanced/runtime';
import { browserFederation, remoteChunkGlobal } from './federation-runtime.js';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const chunkGlobal = remoteChunkGlobal('storefront');
const globals = globalThis as Record<string, unknown>;

describe('browserFederation', () => {
  afterEach(() => delete globals[chunkGlobal]);

  it('registers a remote the first time without touching what its chunks left', () => {
    globals[chunkGlobal] = [['alt']];
    const remotes = [{ name: 'storefront', entry: '/mfe/storefront/remoteEntry.js' }];
    browserFederation.registerRemotes(remotes, { force: false });
    expect(registerRemotes).toHaveBeenLastCalledWith(remotes, { force: false });
    expect(globals[chunkGlobal]).toEqual([['alt']]);
  });

  it('drops the chunks of the earlier entry when the remote is registered again', () => {
    globals[chunkGlobal] = [['alt']];
    const remotes = [{ name: 'storefront', entry: '/mfe/storefront/remoteEntry.js?attempt=1' }];
    browserFederation.registerRemotes(remotes, { force: true });
    expect(globals[chunkGlobal]).toBeUndefined();
    expect(registerRemotes).toHaveBeenLastCalledWith(remotes, { force: true });
  });
});
