import {
  ADMIN_FIELD_LABELS as LABELS,
  DEVICE_TYPES,
  DeviceLimits,
  type Branch,
  type DeviceInput,
  type DeviceType,
  type EditorField,
} from '@bestellwerk/domain';
import type { CustomControlProps, TextInputHints } from '../../shared/editor/editor-context.js';
import { DEVICE_TYPE_LABELS } from './device-rules.js';

/** The schema of the device form; the branch is picked from the page's branch list. */
export function deviceFields(branches: readonly Branch[]): readonly EditorField<DeviceInput>[] {
  return [
    {
      kind: 'text',
      name: 'name',
      label: LABELS.name,
      required: true,
      maxLength: DeviceLimits.name,
    },
    {
      kind: 'text',
      name: 'identifier',
      label: LABELS.identifier,
      required: true,
      maxLength: DeviceLimits.identifier,
    },
    { kind: 'custom', name: 'type', label: 'Typ', editor: 'device-type', empty: 'printer' },
    {
      kind: 'select',
      name: 'branch',
      label: LABELS.branch,
      options: branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
    },
    { kind: 'boolean', name: 'isEnabled', label: 'Aktiviert' },
  ];
}

/** The device form's text inputs: the identifier is not filled in by the browser. */
export const DEVICE_INPUTS: TextInputHints<DeviceInput> = { identifier: { autoComplete: 'off' } };

/** The device type, always one of the types (a select without an empty choice). */
export function DeviceTypeControl({ value, id, onChange }: CustomControlProps) {
  return (
    <select
      id={id}
      aria-labelledby={`${id}-legend`}
      value={typeof value === 'string' ? value : 'printer'}
      onChange={(event) => onChange(event.target.value as DeviceType)}
    >
      {DEVICE_TYPES.map((type) => (
        <option key={type} value={type}>
          {DEVICE_TYPE_LABELS[type]}
        </option>
      ))}
    </select>
  );
}
