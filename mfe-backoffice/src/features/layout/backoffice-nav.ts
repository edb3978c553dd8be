/** One entry of the backoffice navigation. */
export interface BackofficeNavItem {
  to: string;
  label: string;
  /** Shown to administrators only. */
  adminOnly?: boolean;
  /** Paths below `to` that belong to other entries, so this one is not marked current there. */
  excludes?: readonly string[];
}

/** The backoffice navigation, in display order (sign-out comes last, apart). */
export const BACKOFFICE_NAV: readonly BackofficeNavItem[] = [
  {
    to: '/backend/orders',
    label: 'Bestellungen',
    excludes: ['/backend/orders/history', '/backend/orders/new'],
  },
  { to: '/backend/orders/history', label: 'Verlauf' },
  { to: '/backend/orders/new', label: 'Telefonbestellung' },
  { to: '/backend/devices', label: 'Geräte' },
  { to: '/backend/users', label: 'Benutzer', adminOnly: true },
  { to: '/backend/divisions', label: 'Organisationen', adminOnly: true },
  { to: '/backend/departments', label: 'Abteilungen', adminOnly: true },
  { to: '/backend/tags', label: 'Tags', adminOnly: true },
  { to: '/backend/donatees', label: 'Spendenempfänger', adminOnly: true },
];

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Whether `item` is the entry of the page at `pathname` (also on its sub-pages, e.g. an order). */
export function isCurrentNavItem(item: BackofficeNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return within(path, item.to) && !(item.excludes ?? []).some((other) => within(path, other));
}

/** The entries a user sees: all for administrators, the others without the admin-only ones. */
export function visibleNavItems(isAdmin: boolean): BackofficeNavItem[] {
  return BACKOFFICE_NAV.filter((item) => isAdmin || !item.adminOnly);
}
