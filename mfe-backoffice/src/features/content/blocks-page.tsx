import {
  ADMIN_FIELD_LABELS as LABELS,
  BLOCK_TYPE_LABELS,
  BLOCK_TYPES,
  BlockLimits,
  CRUD_COLLECTIONS,
  type BlockInput,
  type BlockType,
  type EditorField,
} from '@bestellwerk/domain';
import { collectionResource, type ResourceConfig } from '../../shared/resources/resource-config.js';
import { ResourceScreen } from '../../shared/resources/resource-screen.js';
import { BlockValueControl } from './block-value-control.js';

const BLOCK_TYPE_OPTIONS = BLOCK_TYPES.map((type) => ({
  value: type,
  label: BLOCK_TYPE_LABELS[type],
}));

/** Reusable content blocks, addressed by identifier, with the value of their kind. */
export const BLOCKS: ResourceConfig = collectionResource(CRUD_COLLECTIONS.blocks, {
  newTitle: 'Neuer Inhalt',
  searchHint: 'Kennung, Name',
  columns: [
    'identifier',
    'name',
    {
      key: 'type',
      label: 'Art',
      render: (record) => BLOCK_TYPE_LABELS[record.type as BlockType] ?? String(record.type),
    },
  ],
  fields: [
    {
      kind: 'text',
      name: 'identifier',
      label: LABELS.identifier,
      required: true,
      maxLength: BlockLimits.identifier,
      help: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. footer-contact.',
    },
    { kind: 'text', name: 'name', label: LABELS.name, maxLength: BlockLimits.name },
    {
      kind: 'select',
      name: 'type',
      label: LABELS.type,
      required: true,
      options: BLOCK_TYPE_OPTIONS,
    },
    { kind: 'custom', name: 'value', label: LABELS.value, editor: 'block-value', empty: {} },
  ] satisfies readonly EditorField<BlockInput>[],
  custom: { 'block-value': BlockValueControl },
});

/** `/backend/blocks` (administrators). */
export const BlocksPage = () => <ResourceScreen resource={BLOCKS} />;
