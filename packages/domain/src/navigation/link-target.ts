import type { Id } from '../contract/common.js';
import type { LinkField, Site } from '../contract/content.js';

/** Where a link leads: a route of the app, another site (maybe in a new tab), or nowhere. */
export type LinkTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'inert' };

/** The target of a link that leads nowhere (groups, dangling or empty targets). */
export const INERT_TARGET: LinkTarget = Object.freeze({ kind: 'inert' });

/** The label of a link field left empty (backend.md §3 "Link field"). */
export const LINK_DEFAULT_LABEL = 'Mehr erfahren';

/** Schemes a link may never run, whatever was stored. */
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;

/**
 * The target of a url: empty → inert; a path starting with a single `/` → internal route;
 * `mailto:` and `tel:` → external in the same tab; any other url → external in a new tab
 * (`//host/…` counts as external). Script-like schemes (`javascript:`, `data:`, `vbscript:`) are
 * inert.
 */
export function urlTarget(url: string): LinkTarget {
  const href = url.trim();
  if (!href || UNSAFE_SCHEME.test(href)) return INERT_TARGET;
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', to: href };
  return { kind: 'external', href, newTab: !/^(mailto|tel):/i.test(href) };
}

/** The route of a site: its path, or '/' for the start page (empty path). */
export function sitePath(site: Pick<Site, 'path'>): string {
  return site.path || '/';
}

/** The route of a branch's store page: `/store/{identifier}`. */
export function branchPath(identifier: string): string {
  return `/store/${encodeURIComponent(identifier)}`;
}

/** Sites by id, as a Map or a list store offers them. */
export interface SiteLookup {
  get(id: Id): Pick<Site, 'path'> | undefined;
}

/**
 * A link field as label and target: an internal page target wins (when that page is known),
 * else the url (see `urlTarget`), else inert. An empty label becomes 'Mehr erfahren'.
 */
export function resolveLinkField(
  field: LinkField,
  sites: SiteLookup,
): { label: string; target: LinkTarget } {
  const label = field.label.trim() || LINK_DEFAULT_LABEL;
  const site = field.target === null ? undefined : sites.get(field.target);
  return { label, target: site ? { kind: 'internal', to: sitePath(site) } : urlTarget(field.url) };
}
