import { observer } from 'mobx-react-lite';
import { DEVICE_TYPES, type Branch, type DeviceType } from '@bestellwerk/domain';
import {
  Checkbox,
  RecordForm,
  useFormFields,
  type RecordFormViewProps,
} from '../../shared/layout/index.js';
import type { DeviceFormStore } from './device-form-store.js';
import { DEVICE_TYPE_LABELS, type DeviceDraft } from './device-rules.js';

export interface DeviceFormViewProps extends RecordFormViewProps<DeviceFormStore> {
  branches: readonly Branch[];
}

/** The create/edit form of a device (administrators); server messages stand at their fields. */
export const DeviceFormView = observer(function DeviceFormView({
  branches,
  ...form
}: DeviceFormViewProps) {
  const { store } = form;
  const { draft } = store;
  const fields = useFormFields<keyof DeviceDraft>(store.fieldErrors);

  return (
    <RecordForm
      {...form}
      title={store.isNew ? 'Neues Gerät' : `Gerät „${store.device?.name}“ bearbeiten`}
      className="bo-device-form"
      controlId={fields.controlId}
    >
      <div className="bo-form-grid">
        <div className="bo-field">
          <label htmlFor={fields.controlId('name')}>
            Name<span aria-hidden="true"> *</span>
          </label>
          <input
            {...fields.control('name')}
            aria-required
            value={draft.name}
            onChange={(event) => store.setField('name', event.target.value)}
          />
          {fields.error('name')}
        </div>
        <div className="bo-field">
          <label htmlFor={fields.controlId('identifier')}>
            Kennung<span aria-hidden="true"> *</span>
          </label>
          <input
            {...fields.control('identifier')}
            aria-required
            autoComplete="off"
            value={draft.identifier}
            onChange={(event) => store.setField('identifier', event.target.value)}
          />
          {fields.error('identifier')}
        </div>
        <div className="bo-field">
          <label htmlFor={fields.controlId('type')}>Typ</label>
          <select
            {...fields.control('type')}
            value={draft.type}
            onChange={(event) => store.setField('type', event.target.value as DeviceType)}
          >
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {DEVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {fields.error('type')}
        </div>
        <div className="bo-field">
          <label htmlFor={fields.controlId('branch')}>Filiale</label>
          <select
            {...fields.control('branch')}
            value={draft.branch ?? ''}
            onChange={(event) =>
              store.setField('branch', event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">Keine Filiale</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
          {fields.error('branch')}
        </div>
      </div>
      <Checkbox
        label="Aktiviert"
        checked={draft.isEnabled}
        onChange={(checked) => store.setField('isEnabled', checked)}
      />
      {fields.error('isEnabled')}
    </RecordForm>
  );
});
