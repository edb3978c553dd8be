import {
  ADMIN_FIELD_LABELS as LABELS,
  CRUD_COLLECTIONS,
  NavigationLimits,
  type EditorField,
  type NavigationInput,
} from '@bestellwerk/domain';
import { collectionResource, type ResourceConfig } from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { NavigationTreeControl } from './navigation-tree-control.js';

/** Navigations of the public website (header-navigation, footer-navigation) with their items. */
export const NAVIGATIONS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.navigations, {
  newTitle: 'Neue Navigation',
  searchHint: 'Kennung, Name',
  columns: [
    'identifier',
    'name',
    {
      key: 'isPublic',
      label: 'Status',
      render: (record) => (record.isPublic ? 'Öffentlich' : 'Entwurf'),
    },
  ],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: LABELS.identifier,
      required: true,
      maxLength: NavigationLimits.identifier,
      help: 'header-navigation (Kopfzeile) oder footer-navigation (Fußzeile).',
    },
    { kind: 'text', name: 'name', label: LABELS.name, maxLength: NavigationLimits.name },
    { kind: 'boolean', name: 'isPublic', label: LABELS.isPublic },
    { kind: 'custom', name: 'items', label: LABELS.items, editor: 'navigation-tree', empty: [] },
  ] satisfies readonly EditorField<NavigationInput>[],
  custom: { 'navigation-tree': NavigationTreeControl },
});

/** `/backend/navigations` (administrators). */
export const NavigationsPage = () => <ResourceScreen resource={NAVIGATIONS} />;
