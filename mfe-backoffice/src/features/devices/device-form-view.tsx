import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { DEFAULT_TIME_ZONE, type Branch } from '@bestellwerk/domain';
import { controlIdOf, type CustomControls } from '../../shared/editor/editor-context.js';
import { RecordEditor } from '../../shared/editor/record-editor.js';
import { RecordForm, type RecordFormViewProps } from '../../shared/layout/index.js';
import { DEVICE_INPUTS, DeviceTypeControl, deviceFields } from './device-fields.js';
import type { DeviceFormStore } from './device-form-store.js';

const ID_PREFIX = 'device';
const DEVICE_CONTROLS: CustomControls = { 'device-type': DeviceTypeControl };

export interface DeviceFormViewProps extends RecordFormViewProps<DeviceFormStore> {
  branches: readonly Branch[];
}

/** The create/edit form of a device on the schema editor; server messages stand at their fields. */
export const DeviceFormView = observer(function DeviceFormView({
  branches,
  ...form
}: DeviceFormViewProps) {
  const { store } = form;
  const fields = useMemo(() => deviceFields(branches), [branches]);
  return (
    <RecordForm
      {...form}
      title={store.isNew ? 'Neues Gerät' : `Gerät „${store.device?.name}“ bearbeiten`}
      className="bo-device-form"
      controlId={(path) => controlIdOf(ID_PREFIX, path)}
    >
      <RecordEditor
        fields={fields}
        values={store.values}
        onChange={(values) => store.setValues(values)}
        errors={store.serverErrors}
        timeZone={DEFAULT_TIME_ZONE}
        idPrefix={ID_PREFIX}
        custom={DEVICE_CONTROLS}
        inputs={DEVICE_INPUTS}
      />
    </RecordForm>
  );
});
