import { useStores } from '@bestellwerk/client';
import { resolveNavigation, type NavEntry } from './navigation-entries.js';

/** The entries of a public, non-empty menu (e.g. 'header-navigation'), or null when there is none to show. */
export function usePublicNavigation(identifier: string): NavEntry[] | null {
  const { navigations, sites, branches } = useStores();
  const navigation = navigations.findPublic(identifier);
  if (!navigation) return null;
  const entries = resolveNavigation(navigation.items, { sites, branches });
  return entries.length > 0 ? entries : null;
}
