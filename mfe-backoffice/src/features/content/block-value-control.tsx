import { BLOCK_TYPES, type BlockType } from '@bestellwerk/domain';
import type { CustomControlProps } from '../../shared/editor/editor-context.js';
import { BlockValueFields } from './block-value-fields.js';

/** A block's value (custom control 'block-value'): the fields of the kind chosen in the form. */
export function BlockValueControl({ value, path, onChange, siblings }: CustomControlProps) {
  const chosen = siblings.type as BlockType;
  const type = BLOCK_TYPES.includes(chosen) ? chosen : 'text';
  return <BlockValueFields type={type} value={value} path={path} onChange={onChange} />;
}
