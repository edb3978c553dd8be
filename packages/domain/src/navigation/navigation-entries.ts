import type { Id } from '../contract/common.js';
import { isBranchListed } from '../branches/branch-visibility.js';
import type { NavigationItem, NavigationItemType, Site } from '../contract/content.js';
import type { Branch } from '../contract/organisation.js';
import {
  branchPath,
  INERT_TARGET,
  sitePath,
  urlTarget,
  type LinkTarget,
  type SiteLookup,
} from './link-target.js';

/** The lists a menu turns ids into routes with (Maps, or the client's list stores). */
export interface NavigationLookup {
  sites: SiteLookup;
  branches: { get(id: Id): Pick<Branch, 'identifier' | 'isEnabled' | 'isPublic'> | undefined };
}

/** A menu entry ready to render. */
export interface NavigationEntry {
  label: string;
  type: NavigationItemType;
  target: LinkTarget;
  isGroup: boolean;
  /** This entry leads to the current page. */
  isCurrent: boolean;
  /** This entry or one below it leads to the current page (the active item and its ancestors). */
  isActive: boolean;
  children: NavigationEntry[];
}

/** Builds the lookup of `resolveNavigation` from plain lists. */
export function navigationLookup(
  sites: readonly Pick<Site, 'id' | 'path'>[],
  branches: readonly Pick<Branch, 'id' | 'identifier' | 'isEnabled' | 'isPublic'>[],
): NavigationLookup {
  return {
    sites: new Map(sites.map((site) => [site.id, site])),
    branches: new Map(branches.map((branch) => [branch.id, branch])),
  };
}

function toId(target: NavigationItem['target']): Id | null {
  if (typeof target === 'number') return Number.isInteger(target) ? target : null;
  return typeof target === 'string' && /^\d+$/.test(target) ? Number(target) : null;
}

/**
 * Where a navigation item leads: home → '/'; site → the site's path (unknown site → inert);
 * branch → '/store/{identifier}' (unknown, disabled or non-public branch → inert); link → its
 * url (see `urlTarget`); group → inert. Site and branch targets may be ids or numeric strings.
 */
export function navigationItemTarget(item: NavigationItem, lookup: NavigationLookup): LinkTarget {
  const id = toId(item.target);
  switch (item.type) {
    case 'home':
      return { kind: 'internal', to: '/' };
    case 'site': {
      const site = id === null ? undefined : lookup.sites.get(id);
      return site ? { kind: 'internal', to: sitePath(site) } : INERT_TARGET;
    }
    case 'branch': {
      const branch = id === null ? undefined : lookup.branches.get(id);
      return branch && isBranchListed(branch)
        ? { kind: 'internal', to: branchPath(branch.identifier) }
        : INERT_TARGET;
    }
    case 'link':
      return urlTarget(typeof item.target === 'string' ? item.target : '');
    case 'group':
      return INERT_TARGET;
  }
}

/** A pathname without query, fragment and trailing slash ('/' stays '/'). */
export function normalizePathname(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

/**
 * Whether an entry leads to the current pathname: internal targets whose path equals it (query,
 * fragment and trailing slash ignored); a branch entry also on the pages below its store
 * (`/store/x/checkout`). Home is current on '/' only; external and inert targets never.
 */
export function isTargetCurrent(
  target: LinkTarget,
  type: NavigationItemType,
  pathname: string,
): boolean {
  if (target.kind !== 'internal') return false;
  const current = normalizePathname(pathname);
  const to = normalizePathname(target.to);
  return current === to || (type === 'branch' && current.startsWith(`${to}/`));
}

/**
 * The menu to render: enabled items only (a disabled item hides its children too), children
 * nested, each with its target; with a current pathname the entries leading there are flagged
 * current, and they and their ancestors active.
 */
export function resolveNavigation(
  items: readonly NavigationItem[],
  lookup: NavigationLookup,
  pathname: string | null = null,
): NavigationEntry[] {
  return items
    .filter((item) => item.isEnabled)
    .map((item) => {
      const target = navigationItemTarget(item, lookup);
      const children = resolveNavigation(item.children, lookup, pathname);
      const isCurrent = pathname !== null && isTargetCurrent(target, item.type, pathname);
      return {
        label: item.label,
        type: item.type,
        target,
        isGroup: item.type === 'group',
        isCurrent,
        isActive: isCurrent || children.some((child) => child.isActive),
        children,
      };
    });
}
