import { observer } from 'mobx-react-lite';
import { ROLES, type Branch } from '@bestellwerk/domain';
import {
  Checkbox,
  RecordForm,
  useFormFields,
  type RecordFormViewProps,
} from '../../shared/layout/index.js';
import { ROLE_LABELS, type UserDraft } from './user-form.js';
import type { UserFormStore, UserTextField } from './user-form-store.js';

export interface UserFormViewProps extends RecordFormViewProps<UserFormStore> {
  /** The branches a user can be assigned to; null while they load. */
  branches: readonly Branch[] | null;
}

/** The create/edit form of a user; server messages stand at their fields. */
export const UserFormView = observer(function UserFormView({
  branches,
  ...form
}: UserFormViewProps) {
  const { store } = form;
  const { draft } = store;
  const fields = useFormFields<keyof UserDraft>(store.fieldErrors);

  function textField(
    field: UserTextField,
    label: string,
    options: { type?: string; autoComplete?: string; required?: boolean } = {},
  ) {
    return (
      <div className="bo-field">
        <label htmlFor={fields.controlId(field)}>
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          {...fields.control(field)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={draft[field]}
          aria-required={options.required || undefined}
          onChange={(event) => store.setField(field, event.target.value)}
        />
        {fields.error(field)}
      </div>
    );
  }

  return (
    <RecordForm
      {...form}
      title={store.isNew ? 'Neuer Benutzer' : `Benutzer „${store.user?.username}“ bearbeiten`}
      className="bo-user-form"
      controlId={fields.controlId}
    >
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
          <label htmlFor={fields.controlId('expiresAt')}>Läuft ab am</label>
          <input
            {...fields.control('expiresAt')}
            type="date"
            value={draft.expiresAt}
            onChange={(event) => store.setField('expiresAt', event.target.value)}
          />
          {fields.error('expiresAt')}
        </div>
      </div>
      {store.isNew ? null : (
        <p className="bo-muted">Leer lassen, um das bisherige Passwort zu behalten.</p>
      )}

      <fieldset className="bo-fieldset" {...fields.control('roles')} tabIndex={-1}>
        <legend>Rollen</legend>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={ROLE_LABELS[role]}
            checked={draft.roles.includes(role)}
            onChange={() => store.toggleRole(role)}
          />
        ))}
        {fields.error('roles')}
      </fieldset>

      <fieldset className="bo-fieldset" {...fields.control('branches')} tabIndex={-1}>
        <legend>Filialen</legend>
        {branches === null ? <p className="bo-muted">Filialen werden geladen…</p> : null}
        {branches?.length === 0 ? <p className="bo-muted">Keine Filialen vorhanden.</p> : null}
        {branches?.map((branch) => (
          <Checkbox
            key={branch.id}
            label={branch.name}
            checked={draft.branches.includes(branch.id)}
            onChange={() => store.toggleBranch(branch.id)}
          />
        ))}
        {fields.error('branches')}
      </fieldset>

      <fieldset className="bo-fieldset">
        <legend>Konto</legend>
        <Checkbox
          label="Aktiviert"
          checked={draft.isEnabled}
          onChange={(checked) => store.setField('isEnabled', checked)}
        />
        <Checkbox
          label="Gesperrt"
          checked={draft.isLocked}
          onChange={(checked) => store.setField('isLocked', checked)}
        />
        {fields.error('isEnabled')}
        {fields.error('isLocked')}
      </fieldset>
    </RecordForm>
  );
});
