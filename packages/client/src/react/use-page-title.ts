import { useEffect } from 'react';
import { pageDescription, pageTitle, type PageTitleRoute } from '@bestellwerk/domain';
import { useStores } from './stores-context.js';
import { usePageMeta } from './use-page-meta.js';

/**
 * Sets the document title of a route as the domain's `pageTitle` builds it with the shop name,
 * and the page's description and share texts (`usePageMeta`, with the domain's `pageDescription`).
 * Pages the spec gives no title rule (staff, TV and time-tracking pages) pass
 * `{ kind: 'division', title }`, whose rule '{title - }{shop}' is the plain join they need.
 */
export function usePageTitle(route: PageTitleRoute): void {
  const { config } = useStores();
  const title = pageTitle(route, { shopName: config.shopName });
  useEffect(() => {
    document.title = title;
  }, [title]);
  usePageMeta({ title, description: pageDescription(route) });
}
