import type { Config, Site } from '../contract/content.js';
import type { Branch } from '../contract/organisation.js';
import { normalizePathname } from '../navigation/navigation-entries.js';

/** The 404 view's heading (also the page title while no page is found) and its text (storefront.md §2, §8). */
export const NOT_FOUND_TITLE = '404 Not Found';
export const NOT_FOUND_TEXT = 'Leider wurde die angeforderte Seite nicht gefunden.';

/** The 500 view of a page whose type is not configured (storefront.md §2, backend.md §3). */
export const INTERNAL_ERROR_TEXT =
  '500 Internal Server Error - Leider ist ein interner Fehler aufgetreten.';

/** The page-title part of the checkout routes and of the status page. */
export const CHECKOUT_PAGE_TITLE = 'Bestellvorgang';
export const STATUS_PAGE_TITLE = 'Bestellstatus';

/** The route a title is made for, with what its title part is read from. */
export type PageTitleRoute =
  | { kind: 'site'; site: Pick<Site, 'title' | 'name'> & Partial<Pick<Site, 'description'>> }
  | { kind: 'division'; title: string }
  | { kind: 'branch'; branch: Pick<Branch, 'name'> & Partial<Pick<Branch, 'description'>> }
  | { kind: 'checkout' }
  | { kind: 'checkout_error' }
  | { kind: 'status' }
  | { kind: 'not-found' };

/** The route's own part of the title, before the shop name; empty when it has none. */
function titlePart(route: PageTitleRoute): string {
  switch (route.kind) {
    case 'site':
      return route.site.title.trim() || route.site.name.trim();
    case 'division':
      return route.title.trim();
    case 'branch':
      return route.branch.name.trim();
    case 'checkout':
    case 'checkout_error':
      return CHECKOUT_PAGE_TITLE;
    case 'status':
      return STATUS_PAGE_TITLE;
    case 'not-found':
      return NOT_FOUND_TITLE;
  }
}

/**
 * The document title of a route: its part and the shop name (`config.shopName`, the spec's
 * "shop" and "shop title") joined by ' - ', leaving out an empty part:
 * site '{title or name} - {shop}', division '{title - }{shop}', branch '{name} - {shop}',
 * checkout(_error) 'Bestellvorgang - {shop}', status 'Bestellstatus - {shop}',
 * not found '404 Not Found - {shop}'.
 */
export function pageTitle(route: PageTitleRoute, config: Pick<Config, 'shopName'>): string {
  return [titlePart(route), config.shopName.trim()].filter(Boolean).join(' - ');
}

/**
 * The meta description a route sets: the branch's description on a branch page, the page's
 * description on a site; null where the route has none of its own (the config's stays).
 */
export function pageDescription(route: PageTitleRoute): string | null {
  const owner =
    route.kind === 'branch' ? route.branch : route.kind === 'site' ? route.site : undefined;
  return owner?.description?.trim() || null;
}

/**
 * The canonical URL of a page: the site origin (trailing slashes dropped) plus the path, without
 * query or fragment (a table QR code's `?table=` is not another page) and without a trailing
 * slash except for the root: ('https://korn.at/', '/site/agb/?x=1') → 'https://korn.at/site/agb'.
 */
export function canonicalUrl(origin: string, path: string): string {
  const pathname = normalizePathname(path.startsWith('/') ? path : `/${path}`);
  return `${origin.replace(/\/+$/, '')}${pathname}`;
}
