import { Fragment, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Branch, Device, Id } from '@bestellwerk/domain';
import { useApiQuery, useStores } from '@bestellwerk/client';
import { Button, ErrorMessage, Loader } from '@bestellwerk/ui';
import { ActionErrorList, BackofficePage, useActionErrors } from '../layout/index.js';
import { ConfirmDelete } from './confirm-delete.js';
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
  const devices = useApiQuery((client, signal) => client.get<Device[]>('/devices', { signal }), []);
  const branches = useApiQuery(
    (client, signal) => client.get<Branch[]>('/branches', { signal }),
    [],
  );
  const [form, setForm] = useState<DeviceFormStore | null>(null);
  const [openId, setOpenId] = useState<Id | null>(null);
  const [deleting, setDeleting] = useState<Device | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const branchList = branches.status === 'done' ? branches.data : [];
  const branchNames = new Map<Id, string>(branchList.map((b) => [b.id, b.name]));
  const shown = devices.status === 'done' ? devicesVisibleTo(devices.data, session) : [];

  function openForm(device: Device | null) {
    if (form?.isDirty && !window.confirm(UNSAVED_QUESTION)) return;
    errors.dismiss('create');
    errors.dismiss('update');
    setNotice(null);
    setForm(
      new DeviceFormStore(device, api, errors, (_saved, wasNew) => {
        setForm(null);
        setNotice(wasNew ? DEVICE_MESSAGES.created : DEVICE_MESSAGES.updated);
        devices.reload();
      }),
    );
  }

  function closeForm() {
    if (form?.isDirty && !window.confirm(UNSAVED_QUESTION)) return;
    errors.dismiss('create');
    errors.dismiss('update');
    setForm(null);
  }

  function remove(device: Device) {
    void errors.run('delete', DEVICE_MESSAGES.deleteFailed, async () => {
      await api.delete(`/devices/${device.id}`);
      setDeleting(null);
      if (openId === device.id) setOpenId(null);
      setNotice(DEVICE_MESSAGES.deleted);
      devices.reload();
    });
  }

  return (
    <BackofficePage
      title="Geräte"
      actions={
        isAdmin && !form ? <Button onClick={() => openForm(null)}>Neues Gerät</Button> : null
      }
    >
      {notice ? (
        <p role="status" className="bo-notice">
          {notice}
        </p>
      ) : null}
      {isAdmin && branches.status === 'error' ? (
        <ErrorMessage
          title="Filialen konnten nicht geladen werden."
          text={branches.error.message}
          onRetry={branches.reload}
        />
      ) : null}
      {form ? (
        <DeviceFormView store={form} errors={errors} branches={branchList} onCancel={closeForm} />
      ) : null}
      <ActionErrorList store={errors} actions={['delete']} />
      {devices.status === 'loading' ? <Loader label="Geräte werden geladen…" /> : null}
      {devices.status === 'error' ? (
        <ErrorMessage
          title={DEVICE_MESSAGES.loadFailed}
          text={devices.error.message}
          onRetry={devices.reload}
        />
      ) : null}
      {devices.status === 'done' && shown.length === 0 ? <p>Keine Geräte vorhanden.</p> : null}
      {shown.length > 0 ? (
        <div className="bo-table-scroll">
          <table className="bo-table">
            <caption className="bw-visually-hidden">Geräte</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kennung</th>
                <th scope="col">Typ</th>
                <th scope="col">Filiale</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="bw-visually-hidden">Aktionen</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
                      <td>
                        {device.branch
                          ? (branchNames.get(device.branch.id) ?? `Filiale ${device.branch.id}`)
                          : '–'}
                      </td>
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
                        {deleting?.id === device.id ? (
                          <ConfirmDelete
                            question={`Gerät „${device.name}“ wirklich löschen?`}
                            busy={errors.isRunning('delete')}
                            onConfirm={() => remove(device)}
                            onCancel={() => setDeleting(null)}
                          />
                        ) : (
                          <div className="bo-row-actions">
                            <Button
                              variant="secondary"
                              aria-expanded={isOpen}
                              aria-controls={isOpen ? panelId : undefined}
                              aria-label={`${device.name}: Test und Protokolle`}
                              onClick={() => setOpenId(isOpen ? null : device.id)}
                            >
                              Test und Protokolle
                            </Button>
                            {isAdmin ? (
                              <>
                                <Button
                                  variant="secondary"
                                  aria-label={`${device.name} bearbeiten`}
                                  onClick={() => openForm(device)}
                                >
                                  Bearbeiten
                                </Button>
                                <Button
                                  variant="secondary"
                                  aria-label={`${device.name} löschen`}
                                  onClick={() => {
                                    errors.dismiss('delete');
                                    setDeleting(device);
                                  }}
                                >
                                  Löschen
                                </Button>
                              </>
                            ) : null}
                          </div>
                        )}
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
            </tbody>
          </table>
        </div>
      ) : null}
    </BackofficePage>
  );
});
