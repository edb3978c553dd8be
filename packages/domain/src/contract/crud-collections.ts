/**
 * One collection of the generic CRUD API (backend.md §7) as both sides name it: its path below
 * /api, its German names (as in the error catalogue) and the columns its list sorts (`?sort=`)
 * and searches (`?search=`) by. The API's resource and the backoffice's screen read it here.
 */
export interface CrudCollection {
  readonly path: string;
  readonly names: { readonly one: string; readonly many: string };
  readonly sortable: readonly string[];
  readonly searchable: readonly string[];
}

/** Most characters of a list read's search term (`?search=`) and sort field (`?sort=`). */
export const ListQueryLimits = { search: 200, sort: 50 } as const;

/** Every collection of the generic CRUD API, by resource. */
export const CRUD_COLLECTIONS = {
  tags: {
    path: 'tags',
    names: { one: 'Tag', many: 'Tags' },
    sortable: ['name'],
    searchable: ['name'],
  },
  categories: {
    path: 'categories',
    names: { one: 'Kategorie', many: 'Kategorien' },
    sortable: ['name', 'createdAt'],
    searchable: ['name', 'description'],
  },
  products: {
    path: 'products',
    names: { one: 'Produkt', many: 'Produkte' },
    sortable: ['name', 'uid', 'price', 'createdAt'],
    searchable: ['name', 'description', 'uid'],
  },
  menus: {
    path: 'menus',
    names: { one: 'Produktkatalog', many: 'Produktkataloge' },
    sortable: ['name', 'availableFrom', 'createdAt'],
    searchable: ['name'],
  },
  users: {
    path: 'users',
    names: { one: 'Benutzer', many: 'Benutzer' },
    sortable: ['username', 'lastName', 'createdAt'],
    searchable: ['username', 'firstName', 'lastName', 'email'],
  },
  donatees: {
    path: 'donatees',
    names: { one: 'Spendenempfänger', many: 'Spendenempfänger' },
    sortable: ['name', 'identifier'],
    searchable: ['name', 'description'],
  },
  imageTemplates: {
    path: 'image-templates',
    names: { one: 'Bildvorlage', many: 'Bildvorlagen' },
    sortable: ['name', 'createdAt'],
    searchable: ['name'],
  },
  images: {
    path: 'images',
    names: { one: 'Bild', many: 'Bilder' },
    sortable: ['name', 'createdAt', 'updatedAt', 'size'],
    searchable: ['name', 'alt'],
  },
  uploads: {
    path: 'uploads',
    names: { one: 'Datei', many: 'Dateien' },
    sortable: ['name', 'createdAt', 'updatedAt', 'size'],
    searchable: ['name'],
  },
  sites: {
    path: 'sites',
    names: { one: 'Seite', many: 'Seiten' },
    sortable: ['path', 'name', 'title', 'createdAt', 'updatedAt'],
    searchable: ['path', 'name', 'title'],
  },
  blocks: {
    path: 'blocks',
    names: { one: 'Inhalt', many: 'Inhalte' },
    sortable: ['identifier', 'name', 'type'],
    searchable: ['identifier', 'name'],
  },
  navigations: {
    path: 'navigations',
    names: { one: 'Navigation', many: 'Navigationen' },
    sortable: ['identifier', 'name'],
    searchable: ['identifier', 'name'],
  },
  branches: {
    path: 'branches',
    names: { one: 'Filiale', many: 'Filialen' },
    sortable: ['name', 'identifier', 'city', 'zipCode', 'createdAt'],
    searchable: ['name', 'identifier', 'city', 'zipCode', 'street', 'keywords'],
  },
  divisions: {
    path: 'divisions',
    names: { one: 'Organisation', many: 'Organisationen' },
    sortable: ['name', 'identifier'],
    searchable: ['name', 'identifier', 'title'],
  },
  departments: {
    path: 'departments',
    names: { one: 'Abteilung', many: 'Abteilungen' },
    sortable: ['name'],
    searchable: ['name'],
  },
  tables: {
    path: 'tables',
    names: { one: 'Tisch', many: 'Tische' },
    sortable: ['identifier', 'name'],
    searchable: ['identifier', 'name'],
  },
  devices: {
    path: 'devices',
    names: { one: 'Gerät', many: 'Geräte' },
    sortable: ['name', 'identifier', 'type', 'lastSeenAt'],
    searchable: ['name', 'identifier'],
  },
  signageSegments: {
    path: 'digital-signage-segments',
    names: { one: 'Filmsequenz', many: 'Filmsequenzen' },
    sortable: ['name', 'type', 'duration', 'createdAt'],
    searchable: ['name'],
  },
  signageStreams: {
    path: 'digital-signage-streams',
    names: { one: 'Stream', many: 'Streams' },
    sortable: ['name', 'createdAt'],
    searchable: ['name'],
  },
  signageDevices: {
    path: 'digital-signage-devices',
    names: { one: 'TV', many: 'TVs' },
    sortable: ['name', 'identifier', 'lastSeenAt'],
    searchable: ['name', 'identifier'],
  },
  projects: {
    path: 'projects',
    names: { one: 'Projekt', many: 'Projekte' },
    sortable: ['name', 'createdAt'],
    searchable: ['name', 'description'],
  },
  tasks: {
    path: 'tasks',
    names: { one: 'Aufgabe', many: 'Aufgaben' },
    sortable: ['name', 'isDone', 'createdAt'],
    searchable: ['name', 'description'],
  },
  workingActivities: {
    path: 'working-activities',
    names: { one: 'Aktivität', many: 'Aktivitäten' },
    sortable: ['start', 'end', 'state', 'createdAt'],
    searchable: ['comment'],
  },
  absences: {
    path: 'absences',
    names: { one: 'Abwesenheit', many: 'Abwesenheiten' },
    sortable: ['from', 'to', 'kind', 'createdAt'],
    searchable: ['comment'],
  },
  holidayBalances: {
    path: 'holiday-balances',
    names: { one: 'Urlaubskonto', many: 'Urlaubskonten' },
    sortable: ['year'],
    searchable: [],
  },
  workingSchedules: {
    path: 'working-schedules',
    names: { one: 'Planung', many: 'Planungen' },
    sortable: ['start', 'end', 'createdAt'],
    searchable: ['comment'],
  },
} as const satisfies Record<string, CrudCollection>;

/** What a management screen takes from its collection: path, names and whether it searches. */
export function collectionScreen(collection: CrudCollection) {
  return {
    path: collection.path,
    names: collection.names,
    searchable: collection.searchable.length > 0,
  };
}

/** List columns of a collection, each sortable exactly when the API sorts the list by it. */
export function sortableColumns<Column extends { key: string }>(
  collection: CrudCollection,
  columns: readonly Column[],
): (Column & { sortable: boolean })[] {
  return columns.map((column) => ({
    ...column,
    sortable: collection.sortable.includes(column.key),
  }));
}
