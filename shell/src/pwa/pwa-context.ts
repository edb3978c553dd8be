import { createContext, useContext } from 'react';
import { useStores, type RootStore } from '@bestellwerk/client';
import { windowPwaBrowser } from './pwa-browser.js';
import { PwaStore } from './pwa-store.js';

const stores = new WeakMap<RootStore, PwaStore>();

/** The page's one PWA store for a root store, reading its config and consent. */
export function pwaStoreFor(root: RootStore): PwaStore {
  let store = stores.get(root);
  if (!store) {
    store = new PwaStore(windowPwaBrowser(), {
      pluginEnabled: () => root.config.config?.enablePluginPWA === true,
      hasConsent: () => root.consent.hasConsent,
    });
    stores.set(root, store);
  }
  return store;
}

/** Overrides the PWA store below it (tests). */
export const PwaStoreContext = createContext<PwaStore | null>(null);

/** The PWA store shared by the overlays and the footer link. */
export function usePwaStore(): PwaStore {
  const override = useContext(PwaStoreContext);
  const root = useStores();
  return override ?? pwaStoreFor(root);
}
