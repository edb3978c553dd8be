import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { ROLES, type Branch } from '@bestellwerk/domain';
import { Button } from '@bestellwerk/ui';
import { ActionErrorList, type ActionErrorStore } from '../layout/index.js';
import { ROLE_LABELS, type UserDraft } from './user-form.js';
import type { UserFormStore, UserTextField } from './user-form-store.js';

export interface UserFormViewProps {
  store: UserFormStore;
  errors: ActionErrorStore;
  /** The branches a user can be assigned to; null while they load. */
  branches: readonly Branch[] | null;
  onCancel: () => void;
}

/** The ids that tie a control to its message. */
function useFieldIds() {
  const id = useId();
  return {
    control: (field: keyof UserDraft) => `${id}-${field}`,
    error: (field: keyof UserDraft) => `${id}-${field}-error`,
  };
}

/** The create/edit form of a user; server messages stand at their fields. */
export const UserFormView = observer(function UserFormView({
  store,
  errors,
  branches,
  onCancel,
}: UserFormViewProps) {
  const ids = useFieldIds();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { draft, fieldErrors } = store;
  const busy = errors.isRunning(store.saveAction);

  useEffect(() => headingRef.current?.focus(), []);

  function describedBy(field: keyof UserDraft) {
    return fieldErrors[field] ? ids.error(field) : undefined;
  }

  function fieldError(field: keyof UserDraft): ReactNode {
    const message = fieldErrors[field];
    return message ? (
      <p id={ids.error(field)} className="bo-field-error">
        {message}
      </p>
    ) : null;
  }

  function textField(
    field: UserTextField,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) {
    return (
      <div className="bo-field">
        <label htmlFor={ids.control(field)}>
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={ids.control(field)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={draft[field]}
          aria-required={options.required || undefined}
          aria-invalid={fieldErrors[field] ? true : undefined}
          aria-describedby={describedBy(field)}
          onChange={(event) => store.setField(field, event.target.value)}
        />
        {fieldError(field)}
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await store.save();
    if (!ok) {
      const first = Object.keys(store.fieldErrors)[0] as keyof UserDraft | undefined;
      if (first) document.getElementById(ids.control(first))?.focus();
    }
  }

  const title = store.isNew ? 'Neuer Benutzer' : `Benutzer „${store.user?.username}“ bearbeiten`;
  return (
    <form className="bo-panel bo-user-form" noValidate onSubmit={submit} aria-label={title}>
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <ActionErrorList store={errors} actions={[store.saveAction]} />
      <div className="bo-form-grid">
        {textField('username', 'Benutzername', { required: true, autoComplete: 'off' })}
        {textField('email', 'E-Mail', { type: 'email' })}
        {textField('firstName', 'Vorname')}
        {textField('lastName', 'Nachname')}
        {textField('password', 'Neues Passwort', {
          type: 'password',
          autoComplete: 'new-password',
          required: store.isNew,
        })}
        <div className="bo-field">
          <label htmlFor={ids.control('expiresAt')}>Läuft ab am</label>
          <input
            id={ids.control('expiresAt')}
            type="date"
            value={draft.expiresAt}
            aria-invalid={fieldErrors.expiresAt ? true : undefined}
            aria-describedby={describedBy('expiresAt')}
            onChange={(event) => store.setField('expiresAt', event.target.value)}
          />
          {fieldError('expiresAt')}
        </div>
      </div>
      {store.isNew ? null : (
        <p className="bo-muted">Leer lassen, um das bisherige Passwort zu behalten.</p>
      )}

      <fieldset
        className="bo-fieldset"
        id={ids.control('roles')}
        tabIndex={-1}
        aria-invalid={fieldErrors.roles ? true : undefined}
        aria-describedby={describedBy('roles')}
      >
        <legend>Rollen</legend>
        {ROLES.map((role) => (
          <label key={role} className="bo-check">
            <input
              type="checkbox"
              checked={draft.roles.includes(role)}
              onChange={() => store.toggleRole(role)}
            />
            {ROLE_LABELS[role]}
          </label>
        ))}
        {fieldError('roles')}
      </fieldset>

      <fieldset
        className="bo-fieldset"
        id={ids.control('branches')}
        tabIndex={-1}
        aria-invalid={fieldErrors.branches ? true : undefined}
        aria-describedby={describedBy('branches')}
      >
        <legend>Filialen</legend>
        {branches === null ? <p className="bo-muted">Filialen werden geladen…</p> : null}
        {branches?.length === 0 ? <p className="bo-muted">Keine Filialen vorhanden.</p> : null}
        {branches?.map((branch) => (
          <label key={branch.id} className="bo-check">
            <input
              type="checkbox"
              checked={draft.branches.includes(branch.id)}
              onChange={() => store.toggleBranch(branch.id)}
            />
            {branch.name}
          </label>
        ))}
        {fieldError('branches')}
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Konto</legend>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={draft.isEnabled}
            onChange={(event) => store.setField('isEnabled', event.target.checked)}
          />
          Aktiviert
        </label>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={draft.isLocked}
            onChange={(event) => store.setField('isLocked', event.target.checked)}
          />
          Gesperrt
        </label>
        {fieldError('isEnabled')}
        {fieldError('isLocked')}
      </fieldset>

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
