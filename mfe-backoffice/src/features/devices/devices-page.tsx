import { Fragment, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Device, Id } from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  BranchesState,
  DataTable,
  QueryState,
  RowActions,
  StatusNotice,
  useActionErrors,
  useBranches,
  useRecordEditing,
} from '../../shared/layout/index.js';
import { useUnsavedChangesWarning } from '../../shared/editor/use-unsaved-changes-warning.js';
import { DeviceConsoleStore } from './device-console-store.js';
import { DEVICE_MESSAGES, DeviceFormStore } from './device-form-store.js';
import { DeviceFormView } from './device-form-view.js';
import { DevicePanel } from './device-panel.js';
import { DEVICE_TYPE_LABELS, devicesVisibleTo, deviceStateText } from './device-rules.js';
import './devices.css';

const UNSAVED_QUESTION = 'Es gibt ungespeicherte Änderungen. Möchten Sie sie verwerfen?';

/**
 * `/backend/devices`: the printers, tablets and TVs with their online state. Everyone sends
 * tests, asks for logs and reads them (employees for their branches' devices); administrators
 * also create, edit and delete devices.
 */
export const DevicesPage = observer(function DevicesPage() {
  const { api, session, config } = useStores();
  const errors = useActionErrors();
  const [deviceConsole] = useState(() => new DeviceConsoleStore(api, errors));
  const timeZone = config.config?.timeZone || undefined;
  const isAdmin = session.isAdmin;
  const devices = useApiQuery((client, signal) => client.get('/devices', { signal }), []);
  const branches = useBranches();
  const [openId, setOpenId] = useState<Id | null>(null);
  const editing = useRecordEditing<Device, DeviceFormStore>({
    errors,
    messages: DEVICE_MESSAGES,
    unsavedQuestion: UNSAVED_QUESTION,
    // The console's errors stay: only the form's are dropped.
    discardFormErrors: () => {
      errors.dismiss('create');
      errors.dismiss('update');
    },
    deleteRecord: (device) => api.delete(`/devices/${device.id}`),
    onDeleted: (device) => setOpenId((id) => (id === device.id ? null : id)),
    reload: devices.reload,
  });
  const { form } = editing;

  // Links, reload and closing the tab ask like on every other form (Abbrechen asks above).
  useUnsavedChangesWarning(form?.isDirty ?? false);

  const shown = devices.status === 'done' ? devicesVisibleTo(devices.data, session) : [];

  function openForm(device: Device | null) {
    editing.openForm((onSaved) => new DeviceFormStore(device, api, errors, onSaved));
  }

  return (
    <BackofficePage
      title="Geräte"
      actions={
        isAdmin && !form ? <Button onClick={() => openForm(null)}>Neues Gerät</Button> : null
      }
    >
      <StatusNotice text={editing.notice} />
      {isAdmin ? <BranchesState branches={branches} /> : null}
      {form ? (
        <DeviceFormView
          store={form}
          errors={errors}
          branches={branches.list ?? []}
          onCancel={editing.closeForm}
        />
      ) : null}
      <ActionErrorList store={errors} actions={['delete']} />
      <QueryState
        query={devices}
        loading="Geräte werden geladen…"
        failedTitle={DEVICE_MESSAGES.loadFailed}
      />
      {devices.status === 'done' && shown.length === 0 ? <p>Keine Geräte vorhanden.</p> : null}
      {shown.length > 0 ? (
        <DataTable
          caption="Geräte"
          columns={['Name', 'Kennung', 'Typ', 'Filiale', 'Status']}
          hasActions
        >
          {shown.map((device) => {
            const state = deviceStateText(device, timeZone);
            const isOpen = openId === device.id;
            const panelId = `device-panel-${device.id}`;
            return (
              <Fragment key={device.id}>
                <tr>
                  <th scope="row">
                    {device.name}
                    {device.isEnabled ? null : <span className="bo-muted"> (deaktiviert)</span>}
                  </th>
                  <td>
                    <code>{device.identifier}</code>
                  </td>
                  <td>{DEVICE_TYPE_LABELS[device.type] ?? device.type}</td>
                  <td>{device.branch ? branches.nameOf(device.branch.id) : '–'}</td>
                  <td>
                    <span
                      className={`bo-device-state bo-device-state--${state.state.toLowerCase()}`}
                    >
                      {state.state}
                    </span>
                    {state.detail ? (
                      <span className="bo-muted bo-device-state__detail">{state.detail}</span>
                    ) : null}
                  </td>
                  <td>
                    <RowActions
                      name={device.name}
                      onEdit={isAdmin ? () => openForm(device) : undefined}
                      onDelete={isAdmin ? () => editing.askDelete(device) : undefined}
                      confirmDelete={editing.confirmDelete(
                        device,
                        `Gerät „${device.name}“ wirklich löschen?`,
                      )}
                    >
                      <Button
                        variant="secondary"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? panelId : undefined}
                        aria-label={`${device.name}: Test und Protokolle`}
                        onClick={() => setOpenId(isOpen ? null : device.id)}
                      >
                        Test und Protokolle
                      </Button>
                    </RowActions>
                  </td>
                </tr>
                {isOpen ? (
                  <tr id={panelId}>
                    <td colSpan={6}>
                      <DevicePanel device={device} store={deviceConsole} timeZone={timeZone} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </DataTable>
      ) : null}
    </BackofficePage>
  );
});
