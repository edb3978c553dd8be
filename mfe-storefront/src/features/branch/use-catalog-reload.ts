import { useEffect } from 'react';
import { useStores } from '@bestellwerk/client';

/** The lists are fully reloaded after this long on the page (storefront.md §7, §9: 4 hours). */
export const CATALOG_RELOAD_MS = 4 * 60 * 60 * 1000;

/**
 * Fetches init again (for the branch the stores hold) every 4 hours and routes it into the stores without the start-up loader
 * (so an open dialog or cart stays), then calls `onReloaded`. A failed reload is retried at the
 * next interval.
 */
export function useCatalogReload(onReloaded: () => void): void {
  const { init } = useStores();
  useEffect(() => {
    const timer = setInterval(() => {
      void init.refresh().then((reloaded) => {
        if (reloaded) onReloaded();
      });
    }, CATALOG_RELOAD_MS);
    return () => clearInterval(timer);
  }, [init, onReloaded]);
}
