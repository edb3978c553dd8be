import type { ResourceConfig } from './resource-config.js';
import { ResourceScreen } from './resource-screen.js';

/** Organisations (divisions); the API takes identifier, name, title and description. */
export const DIVISIONS: ResourceConfig = {
  path: 'divisions',
  names: { one: 'Organisation', many: 'Organisationen' },
  newTitle: 'Neue Organisation',
  searchable: true,
  searchHint: 'Name, Kennung, Titel',
  columns: [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'identifier', label: 'Kennung', sortable: true },
    { key: 'title', label: 'Titel' },
  ],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: 'Kennung',
      required: true,
      maxLength: 100,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. backstube.',
    },
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
    { kind: 'text', name: 'title', label: 'Titel', maxLength: 255 },
    { kind: 'textarea', name: 'description', label: 'Beschreibung', rows: 6, maxLength: 20000 },
  ],
};

/** Departments of a branch. */
export const DEPARTMENTS: ResourceConfig = {
  path: 'departments',
  names: { one: 'Abteilung', many: 'Abteilungen' },
  newTitle: 'Neue Abteilung',
  searchable: true,
  searchHint: 'Name',
  columns: [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'description', label: 'Beschreibung' },
  ],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
    { kind: 'textarea', name: 'description', label: 'Beschreibung', rows: 4, maxLength: 5000 },
    { kind: 'reference', name: 'branch', label: 'Filiale', target: 'branch', required: true },
  ],
};

/** Tags of products and branches. */
export const TAGS: ResourceConfig = {
  path: 'tags',
  names: { one: 'Tag', many: 'Tags' },
  newTitle: 'Neuer Tag',
  searchable: true,
  searchHint: 'Name',
  columns: [{ key: 'name', label: 'Name', sortable: true }],
  fields: [
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 100 },
    { kind: 'image', name: 'image', label: 'Bild' },
  ],
};

/** Who receives the donations of the shop. */
export const DONATEES: ResourceConfig = {
  path: 'donatees',
  names: { one: 'Spendenempfänger', many: 'Spendenempfänger' },
  newTitle: 'Neuer Spendenempfänger',
  searchable: true,
  searchHint: 'Name, Beschreibung',
  columns: [
    { key: 'name', label: 'Name', sortable: true },
    { key: 'identifier', label: 'Kennung', sortable: true },
  ],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: 'Kennung',
      required: true,
      maxLength: 100,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. tafel-wien.',
    },
    { kind: 'text', name: 'name', label: 'Name', required: true, maxLength: 255 },
    { kind: 'textarea', name: 'description', label: 'Beschreibung', rows: 6, maxLength: 5000 },
    {
      kind: 'text',
      name: 'iban',
      label: 'IBAN',
      maxLength: 42,
      help: 'Konto, auf das die Spenden überwiesen werden, z. B. AT61 1904 3002 3457 3201.',
    },
    { kind: 'text', name: 'bic', label: 'BIC', maxLength: 14, help: 'z. B. GIBAATWWXXX' },
  ],
};

/** `/backend/divisions`. */
export const DivisionsPage = () => <ResourceScreen resource={DIVISIONS} />;
/** `/backend/departments`. */
export const DepartmentsPage = () => <ResourceScreen resource={DEPARTMENTS} />;
/** `/backend/tags`. */
export const TagsPage = () => <ResourceScreen resource={TAGS} />;
/** `/backend/donatees`. */
export const DonateesPage = () => <ResourceScreen resource={DONATEES} />;
