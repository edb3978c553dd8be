import { observer } from 'mobx-react-lite';
import type { BlockType } from '@bestellwerk/domain';
import type { CustomControlProps } from '../editor/editor-context.js';
import { BlockValueFields } from './block-value-fields.js';
import { useChosenType } from './chosen-type.js';

/** A block's value (custom control 'block-value'): the fields of the kind chosen in the form. */
export const BlockValueControl = observer(function BlockValueControl({
  value,
  path,
  onChange,
}: CustomControlProps) {
  const type = useChosenType<BlockType>().type;
  return <BlockValueFields type={type} value={value} path={path} onChange={onChange} />;
});
