import { resolveNavigation, type NavigationEntry } from '@bestellwerk/domain';
import { useStores, useLocation } from '@bestellwerk/client';

/**
 * The entries of a public, non-empty menu (e.g. 'header-navigation') for the current route, or
 * null when there is none to show. The site and branch stores serve as the domain's lookup.
 */
export function usePublicNavigation(identifier: string): NavigationEntry[] | null {
  const { navigations, sites, branches } = useStores();
  const { pathname } = useLocation();
  const navigation = navigations.findPublic(identifier);
  if (!navigation) return null;
  const entries = resolveNavigation(navigation.items, { sites, branches }, pathname);
  return entries.length > 0 ? entries : null;
}
