import { BLOCK_TYPE_LABELS, BLOCK_TYPES, type BlockType } from '@bestellwerk/domain';
import type { ResourceConfig } from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { BlockValueControl } from './block-value-control.js';

const BLOCK_TYPE_OPTIONS = BLOCK_TYPES.map((type) => ({
  value: type,
  label: BLOCK_TYPE_LABELS[type],
}));

/** Reusable content blocks, addressed by identifier, with the value of their kind. */
export const BLOCKS: ResourceConfig = {
  path: 'blocks',
  names: { one: 'Inhalt', many: 'Inhalte' },
  newTitle: 'Neuer Inhalt',
  searchable: true,
  searchHint: 'Kennung, Name',
  columns: [
    { key: 'identifier', label: 'Kennung', sortable: true },
    { key: 'name', label: 'Name', sortable: true },
    {
      key: 'type',
      label: 'Art',
      sortable: true,
      render: (record) => BLOCK_TYPE_LABELS[record.type as BlockType] ?? String(record.type),
    },
  ],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: 'Kennung',
      required: true,
      maxLength: 100,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. footer-contact.',
    },
    { kind: 'text', name: 'name', label: 'Name', maxLength: 255 },
    { kind: 'select', name: 'type', label: 'Art', required: true, options: BLOCK_TYPE_OPTIONS },
    { kind: 'custom', name: 'value', label: 'Inhalt', editor: 'block-value', empty: {} },
  ],
  custom: { 'block-value': BlockValueControl },
};

/** `/backend/blocks` (administrators). */
export const BlocksPage = () => <ResourceScreen resource={BLOCKS} />;
