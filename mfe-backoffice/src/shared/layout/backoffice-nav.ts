/** The sections of the administrators' management navigation ("Verwaltung"), in order. */
export const ADMIN_NAV_SECTIONS = [
  'Organisation',
  'Katalog',
  'Inhalte',
  'Medien',
  'Digital Signage',
  'Personal',
  'Einstellungen',
] as const;
export type AdminNavSection = (typeof ADMIN_NAV_SECTIONS)[number];

/** One entry of the backoffice navigation. */
export interface BackofficeNavItem {
  to: string;
  label: string;
  /** An administrators' management screen, listed in this section of "Verwaltung". */
  section?: AdminNavSection;
  /** Paths below `to` that belong to other entries, so this one is not marked current there. */
  excludes?: readonly string[];
}

/** The day's work, for every staff member (sign-out comes last, apart). */
export const BACKOFFICE_NAV: readonly BackofficeNavItem[] = [
  {
    to: '/backend/orders',
    label: 'Bestellungen',
    excludes: ['/backend/orders/history', '/backend/orders/new'],
  },
  { to: '/backend/orders/history', label: 'Verlauf' },
  { to: '/backend/orders/new', label: 'Telefonbestellung' },
  { to: '/backend/ratings', label: 'Bewertungen' },
  { to: '/backend/devices', label: 'Geräte' },
  { to: '/backend/labels', label: 'Etiketten' },
  { to: '/backend/time-sheets', label: 'Zeiterfassung' },
  { to: '/backend/schedule', label: 'Dienstplan' },
  { to: '/backend/statistics', label: 'Statistik' },
];

/** The management screens, administrators only, by section. */
export const ADMIN_NAV: readonly BackofficeNavItem[] = [
  { to: '/backend/branches', label: 'Filialen', section: 'Organisation' },
  { to: '/backend/tables', label: 'Tische', section: 'Organisation' },
  { to: '/backend/departments', label: 'Abteilungen', section: 'Organisation' },
  { to: '/backend/divisions', label: 'Organisationen', section: 'Organisation' },
  { to: '/backend/users', label: 'Benutzer', section: 'Organisation' },
  { to: '/backend/menus', label: 'Produktkataloge', section: 'Katalog' },
  { to: '/backend/categories', label: 'Kategorien', section: 'Katalog' },
  { to: '/backend/products', label: 'Produkte', section: 'Katalog' },
  { to: '/backend/tags', label: 'Tags', section: 'Katalog' },
  { to: '/backend/sites', label: 'Seiten', section: 'Inhalte' },
  { to: '/backend/blocks', label: 'Inhaltsblöcke', section: 'Inhalte' },
  { to: '/backend/navigations', label: 'Navigationen', section: 'Inhalte' },
  { to: '/backend/donatees', label: 'Spendenempfänger', section: 'Inhalte' },
  { to: '/backend/images', label: 'Bilder', section: 'Medien' },
  { to: '/backend/uploads', label: 'Dateien', section: 'Medien' },
  { to: '/backend/image-templates', label: 'Bildvorlagen', section: 'Medien' },
  { to: '/backend/signage/segments', label: 'Filmsequenzen', section: 'Digital Signage' },
  { to: '/backend/signage/streams', label: 'Streams', section: 'Digital Signage' },
  { to: '/backend/signage/devices', label: 'TVs', section: 'Digital Signage' },
  { to: '/backend/holiday-balances', label: 'Urlaubskonten', section: 'Personal' },
  { to: '/backend/projects', label: 'Projekte', section: 'Personal' },
  { to: '/backend/tasks', label: 'Aufgaben', section: 'Personal' },
  { to: '/backend/config', label: 'Konfiguration', section: 'Einstellungen' },
  { to: '/backend/logs', label: 'Protokoll', section: 'Einstellungen' },
];

/** The management navigation's sections with their entries, in display order. */
export function adminNavSections(): { section: AdminNavSection; items: BackofficeNavItem[] }[] {
  return ADMIN_NAV_SECTIONS.map((section) => ({
    section,
    items: ADMIN_NAV.filter((item) => item.section === section),
  }));
}

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** Whether `item` is the entry of the page at `pathname` (also on its sub-pages, e.g. an order). */
export function isCurrentNavItem(item: BackofficeNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return within(path, item.to) && !(item.excludes ?? []).some((other) => within(path, other));
}
