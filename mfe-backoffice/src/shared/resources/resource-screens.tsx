import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  DepartmentLimits,
  DivisionLimits,
  DonateeLimits,
  TagLimits,
  type DepartmentInput,
  type DivisionInput,
  type DonateeInput,
  type EditorField,
  type TagInput,
} from '@bestellwerk/domain';
import { collectionResource, type ResourceConfig } from './resource-config.js';
import { ResourceScreen } from './resource-screen.js';

/** Organisations (divisions); the API takes identifier, name, title and description. */
export const DIVISIONS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.divisions, {
  newTitle: 'Neue Organisation',
  searchHint: 'Name, Kennung, Titel',
  columns: ['name', 'identifier', 'title'],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: LABELS.identifier,
      required: true,
      maxLength: DivisionLimits.identifier,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. backstube.',
    },
    {
      kind: 'text',
      name: 'name',
      label: LABELS.name,
      required: true,
      maxLength: DivisionLimits.name,
    },
    { kind: 'text', name: 'title', label: LABELS.title, maxLength: DivisionLimits.title },
    {
      kind: 'textarea',
      name: 'description',
      label: LABELS.description,
      rows: 6,
      maxLength: DivisionLimits.description,
    },
  ] satisfies readonly EditorField<DivisionInput>[],
});

/** Departments of a branch. */
export const DEPARTMENTS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.departments, {
  newTitle: 'Neue Abteilung',
  searchHint: 'Name',
  columns: ['name', 'description'],
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: LABELS.name,
      required: true,
      maxLength: DepartmentLimits.name,
    },
    {
      kind: 'textarea',
      name: 'description',
      label: LABELS.description,
      rows: 4,
      maxLength: DepartmentLimits.description,
    },
    { kind: 'reference', name: 'branch', label: LABELS.branch, target: 'branch', required: true },
  ] satisfies readonly EditorField<DepartmentInput>[],
});

/** Tags of products and branches. */
export const TAGS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.tags, {
  newTitle: 'Neuer Tag',
  searchHint: 'Name',
  columns: ['name'],
  fields: [
    { kind: 'text', name: 'name', label: LABELS.name, required: true, maxLength: TagLimits.name },
    { kind: 'image', name: 'image', label: LABELS.image },
  ] satisfies readonly EditorField<TagInput>[],
});

/** Who receives the donations of the shop. */
export const DONATEES: ResourceConfig = collectionResource(CRUD_COLLECTIONS.donatees, {
  newTitle: 'Neuer Spendenempfänger',
  searchHint: 'Name, Beschreibung',
  columns: ['name', 'identifier'],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: LABELS.identifier,
      required: true,
      maxLength: DonateeLimits.identifier,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. tafel-wien.',
    },
    {
      kind: 'text',
      name: 'name',
      label: LABELS.name,
      required: true,
      maxLength: DonateeLimits.name,
    },
    {
      kind: 'textarea',
      name: 'description',
      label: LABELS.description,
      rows: 6,
      maxLength: DonateeLimits.description,
    },
    {
      kind: 'text',
      name: 'iban',
      label: 'IBAN',
      maxLength: 42,
      help: 'Konto, auf das die Spenden überwiesen werden, z. B. AT61 1904 3002 3457 3201.',
    },
    { kind: 'text', name: 'bic', label: 'BIC', maxLength: 14, help: 'z. B. GIBAATWWXXX' },
  ] satisfies readonly EditorField<DonateeInput>[],
});

/** `/backend/divisions`. */
export const DivisionsPage = () => <ResourceScreen resource={DIVISIONS} />;
/** `/backend/departments`. */
export const DepartmentsPage = () => <ResourceScreen resource={DEPARTMENTS} />;
/** `/backend/tags`. */
export const TagsPage = () => <ResourceScreen resource={TAGS} />;
/** `/backend/donatees`. */
export const DonateesPage = () => <ResourceScreen resource={DONATEES} />;
