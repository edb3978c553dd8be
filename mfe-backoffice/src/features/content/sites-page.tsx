import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  SITE_PATH_PATTERN,
  SITE_TYPE_LABELS,
  SITE_TYPES,
  SiteLimits,
  sitePath,
  type EditorField,
  type SiteInput,
  type SiteType,
} from '@bestellwerk/domain';
import {
  collectionResource,
  type ResourceConfig,
  type ResourceRecord,
} from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { SiteBodyControl } from './site-body-control.js';

const SITE_TYPE_OPTIONS = SITE_TYPES.map((type) => ({
  value: type,
  label: SITE_TYPE_LABELS[type],
}));

const typeLabel = (record: ResourceRecord) =>
  SITE_TYPE_LABELS[record.type as SiteType] ?? String(record.type ?? '');

/** A site's public path as shown in the list: the start page's '' as '/'. */
const pathLabel = (record: ResourceRecord) => sitePath({ path: String(record.path ?? '') });

/**
 * A link opening the site on the public website in a new tab, as visitors will see it; drafts
 * too, for administrators (the storefront shows them with its draft marker).
 */
export function SitePreviewLink({ site }: { site: ResourceRecord }) {
  const name = String(site.name || site.title || pathLabel(site));
  return (
    <a
      className="bw-button bw-button--secondary"
      href={pathLabel(site)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Vorschau von „${name}“ (öffnet in einem neuen Tab)`}
    >
      Vorschau
    </a>
  );
}

/** Content pages: path, titles, page type, draft or public, and the body by page type. */
export const SITES: ResourceConfig = collectionResource(CRUD_COLLECTIONS.sites, {
  newTitle: 'Neue Seite',
  searchHint: 'Pfad, Name, Titel',
  nameOf: (record) => String(record.name || record.title || pathLabel(record)),
  columns: [
    'name',
    'title',
    { key: 'path', label: 'Pfad', render: pathLabel },
    { key: 'type', label: 'Seitentyp', render: typeLabel },
    {
      key: 'isPublic',
      label: 'Status',
      render: (record) => (record.isPublic ? 'Öffentlich' : 'Entwurf'),
    },
  ],
  fields: [
    {
      kind: 'text',
      name: 'path',
      label: LABELS.path,
      maxLength: SiteLimits.path,
      pattern: SITE_PATH_PATTERN.source,
      help: 'z. B. /site/ueber-uns: Kleinbuchstaben, Ziffern und Bindestriche. Leer für die Startseite.',
    },
    { kind: 'text', name: 'name', label: LABELS.name, required: true, maxLength: SiteLimits.name },
    { kind: 'text', name: 'title', label: LABELS.title, maxLength: SiteLimits.title },
    {
      kind: 'textarea',
      name: 'description',
      label: LABELS.description,
      rows: 2,
      maxLength: SiteLimits.description,
    },
    {
      kind: 'image',
      name: 'image',
      label: LABELS.image,
      help: 'Teaserbild von Spezialitäten auf der Startseite.',
    },
    {
      kind: 'select',
      name: 'type',
      label: 'Seitentyp',
      required: true,
      options: SITE_TYPE_OPTIONS,
      help: 'Bestimmt, welche Blöcke der Inhalt haben kann.',
    },
    { kind: 'boolean', name: 'isPublic', label: 'Öffentlich (sonst Entwurf)' },
    { kind: 'custom', name: 'content', label: LABELS.content, editor: 'site-body', empty: [] },
  ] satisfies readonly EditorField<SiteInput>[],
  custom: { 'site-body': SiteBodyControl },
  rowActions: (record) => <SitePreviewLink site={record} />,
  formExtras: (_values, record) =>
    record ? (
      <p className="bo-resource-form__extras">
        <SitePreviewLink site={record} />{' '}
        <span className="bo-muted">zeigt den gespeicherten Stand.</span>
      </p>
    ) : null,
});

/** `/backend/sites` (administrators). */
export const SitesPage = () => <ResourceScreen resource={SITES} />;
