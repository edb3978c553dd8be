import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remote-loader.js';

/**
 * The global array through which a remote's chunks hand their modules to its entry
 * (`output.chunkLoadingGlobal` in tools/rspack/create-config.mjs).
 */
export const remoteChunkGlobal = (name: string) => `bestellwerkChunks_${name}`;

/**
 * The federation runtime as the loader uses it. Registering a remote again (`force`, after a
 * failure) also drops the chunks its earlier entry left in its chunk global: the new entry
 * would otherwise adopt those modules by chunk id, and a fixed deployment would run the
 * broken code again.
 */
export const browserFederation: FederationRuntime = {
  loadRemote,
  registerRemotes(remotes, options) {
    if (options?.force) {
      for (const remote of remotes) {
        delete (globalThis as Record<string, unknown>)[remoteChunkGlobal(remote.name)];
      }
    }
    registerRemotes(remotes, options);
  },
};
