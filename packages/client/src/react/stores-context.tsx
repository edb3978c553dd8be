import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/root-store.js';

const StoresContext = createContext<RootStore | null>(null);

/** Hands the root store to every component below (shell and remotes share one instance). */
export function StoresProvider({ value, children }: { value: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

/** The root store of the nearest {@link StoresProvider}. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores() braucht einen StoresProvider.');
  return stores;
}
