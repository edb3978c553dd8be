import type { BlockType, EditorValues } from '@bestellwerk/domain';
import { FieldList } from '../../shared/editor/field-control.js';
import { BLOCK_FIELDS, editorValuesOf, NO_SETTINGS_TEXT, storedValueOf } from './block-schemas.js';

export interface BlockValueFieldsProps {
  type: BlockType;
  /** The value as stored. */
  value: unknown;
  /** The value's dotted path ('content.2.value'); server messages below it stand at its fields. */
  path: string;
  onChange: (value: EditorValues) => void;
}

/** The form engine's controls of one block value, by the block kind's schema. */
export function BlockValueFields({ type, value, path, onChange }: BlockValueFieldsProps) {
  const fields = BLOCK_FIELDS[type] ?? [];
  if (fields.length === 0) return <p className="bo-muted">{NO_SETTINGS_TEXT[type] ?? ''}</p>;
  return (
    <FieldList
      fields={fields}
      values={editorValuesOf(fields, value)}
      path={path}
      onChange={(values) => onChange(storedValueOf(fields, values))}
    />
  );
}
