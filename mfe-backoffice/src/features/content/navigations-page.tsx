import type { ResourceConfig } from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { NavigationTreeControl } from './navigation-tree-control.js';

/** Navigations of the public website (header-navigation, footer-navigation) with their items. */
export const NAVIGATIONS: ResourceConfig = {
  path: 'navigations',
  names: { one: 'Navigation', many: 'Navigationen' },
  newTitle: 'Neue Navigation',
  searchable: true,
  searchHint: 'Kennung, Name',
  columns: [
    { key: 'identifier', label: 'Kennung', sortable: true },
    { key: 'name', label: 'Name', sortable: true },
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
      label: 'Kennung',
      required: true,
      maxLength: 100,
      help: 'header-navigation (Kopfzeile) oder footer-navigation (Fußzeile).',
    },
    { kind: 'text', name: 'name', label: 'Name', maxLength: 255 },
    { kind: 'boolean', name: 'isPublic', label: 'Öffentlich' },
    { kind: 'custom', name: 'items', label: 'Einträge', editor: 'navigation-tree', empty: [] },
  ],
  custom: { 'navigation-tree': NavigationTreeControl },
};

/** `/backend/navigations` (administrators). */
export const NavigationsPage = () => <ResourceScreen resource={NAVIGATIONS} />;
