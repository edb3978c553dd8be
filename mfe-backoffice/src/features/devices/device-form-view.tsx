import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { DEVICE_TYPES, type Branch, type DeviceType } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList, type ActionErrorStore } from '../layout/index.js';
import type { DeviceFormStore } from './device-form-store.js';
import { DEVICE_TYPE_LABELS, type DeviceDraft } from './device-rules.js';

export interface DeviceFormViewProps {
  store: DeviceFormStore;
  errors: ActionErrorStore;
  branches: readonly Branch[];
  onCancel: () => void;
}

/** The create/edit form of a device (administrators); server messages stand at their fields. */
export const DeviceFormView = observer(function DeviceFormView({
  store,
  errors,
  branches,
  onCancel,
}: DeviceFormViewProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { draft, fieldErrors } = store;
  const busy = errors.isRunning(store.saveAction);
  const controlId = (field: keyof DeviceDraft) => `${id}-${field}`;
  const errorId = (field: keyof DeviceDraft) => `${id}-${field}-error`;

  useEffect(() => headingRef.current?.focus(), []);

  function a11y(field: keyof DeviceDraft) {
    const invalid = !!fieldErrors[field];
    return {
      id: controlId(field),
      'aria-invalid': invalid || undefined,
      'aria-describedby': invalid ? errorId(field) : undefined,
    };
  }

  function fieldError(field: keyof DeviceDraft): ReactNode {
    const message = fieldErrors[field];
    return message ? (
      <p id={errorId(field)} className="bo-field-error">
        {message}
      </p>
    ) : null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await store.save()) return;
    const first = Object.keys(store.fieldErrors)[0] as keyof DeviceDraft | undefined;
    if (first) document.getElementById(controlId(first))?.focus();
  }

  const title = store.isNew ? 'Neues Gerät' : `Gerät „${store.device?.name}“ bearbeiten`;
  return (
    <form className="bo-panel bo-device-form" noValidate onSubmit={submit} aria-label={title}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <ActionErrorList store={errors} actions={[store.saveAction]} />
      <div className="bo-form-grid">
        <div className="bo-field">
          <label htmlFor={controlId('name')}>
            Name<span aria-hidden="true"> *</span>
          </label>
          <input
            {...a11y('name')}
            aria-required
            value={draft.name}
            onChange={(event) => store.setField('name', event.target.value)}
          />
          {fieldError('name')}
        </div>
        <div className="bo-field">
          <label htmlFor={controlId('identifier')}>
            Kennung<span aria-hidden="true"> *</span>
          </label>
          <input
            {...a11y('identifier')}
            aria-required
            autoComplete="off"
            value={draft.identifier}
            onChange={(event) => store.setField('identifier', event.target.value)}
          />
          {fieldError('identifier')}
        </div>
        <div className="bo-field">
          <label htmlFor={controlId('type')}>Typ</label>
          <select
            {...a11y('type')}
            value={draft.type}
            onChange={(event) => store.setField('type', event.target.value as DeviceType)}
          >
            {DEVICE_TYPES.map((type) => (
              <option key={type} value={type}>
                {DEVICE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {fieldError('type')}
        </div>
        <div className="bo-field">
          <label htmlFor={controlId('branch')}>Filiale</label>
          <select
            {...a11y('branch')}
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
          {fieldError('branch')}
        </div>
      </div>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.isEnabled}
          onChange={(event) => store.setField('isEnabled', event.target.checked)}
        />
        Aktiviert
      </label>
      {fieldError('isEnabled')}
      <div className="bo-form-actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Wird gespeichert…' : 'Speichern'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </form>
  );
});
