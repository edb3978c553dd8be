import type { Branch, Id, NavigationItem, Site } from '@bestellwerk/domain';

/** Where a menu entry leads: a route of the app, another site, or nowhere (groups, dangling targets). */
export type NavTarget =
  | { kind: 'internal'; to: string }
  | { kind: 'external'; href: string; newTab: boolean }
  | { kind: 'inert' };

export interface NavEntry {
  label: string;
  target: NavTarget;
  isGroup: boolean;
  children: NavEntry[];
}

/** The lists a menu needs to turn ids into paths (the init stores fit). */
export interface NavLookup {
  sites: { get(id: Id): Site | undefined };
  branches: { get(id: Id): Branch | undefined };
}

const INERT: NavTarget = { kind: 'inert' };

function toId(target: NavigationItem['target']): Id | null {
  const id = Number(target);
  return target !== null && target !== '' && Number.isInteger(id) ? id : null;
}

/** A link item's url: "/…" is a route, mailto/tel stay in the tab, other urls open a new tab. */
function linkTarget(url: string): NavTarget {
  if (!url) return INERT;
  if (url.startsWith('/')) return { kind: 'internal', to: url };
  return { kind: 'external', href: url, newTab: !/^(mailto|tel):/i.test(url) };
}

function targetOf(item: NavigationItem, lookup: NavLookup): NavTarget {
  const id = toId(item.target);
  switch (item.type) {
    case 'home':
      return { kind: 'internal', to: '/' };
    case 'site': {
      const site = id === null ? undefined : lookup.sites.get(id);
      return site ? { kind: 'internal', to: site.path || '/' } : INERT;
    }
    case 'branch': {
      const branch = id === null ? undefined : lookup.branches.get(id);
      return branch ? { kind: 'internal', to: `/store/${branch.identifier}` } : INERT;
    }
    case 'link':
      return linkTarget(typeof item.target === 'string' ? item.target : '');
    default:
      return INERT;
  }
}

/** Turns the stored menu items into entries to render: enabled items only, children nested. */
export function resolveNavigation(items: NavigationItem[], lookup: NavLookup): NavEntry[] {
  return items
    .filter((item) => item.isEnabled)
    .map((item) => ({
      label: item.label,
      target: targetOf(item, lookup),
      isGroup: item.type === 'group',
      children: resolveNavigation(item.children, lookup),
    }));
}
