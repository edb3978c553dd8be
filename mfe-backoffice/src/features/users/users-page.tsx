import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { Branch, Id, User } from '@bestellwerk/domain';
import { useApiQuery, useNow, useStores } from '@bestellwerk/client';
import { Button, ErrorMessage, Loader } from '@bestellwerk/ui';
import { ActionErrorList, BackofficePage, useActionErrors } from '../layout/index.js';
import { ConfirmDelete } from './confirm-delete.js';
import { filterUsers, ROLE_LABELS, userStatusText } from './user-form.js';
import { USER_MESSAGES, UserFormStore } from './user-form-store.js';
import { UserFormView } from './user-form-view.js';
import {
  UNSAVED_CHANGES_QUESTION,
  useUnsavedChangesWarning,
} from './use-unsaved-changes-warning.js';
import './users.css';

/** The account states are read against a clock that moves once a minute. */
const CLOCK_MS = 60_000;

/** `/backend/users`: the staff accounts, for administrators only. */
export const UsersPage = observer(function UsersPage() {
  const { session } = useStores();
  if (!session.isAdmin) {
    return (
      <BackofficePage title="Benutzer">
        <p role="alert">Keine Berechtigung.</p>
      </BackofficePage>
    );
  }
  return <UserAdministration />;
});

/** The list with search, the create/edit form and deleting with a confirmation. */
const UserAdministration = observer(function UserAdministration() {
  const { api, session, config } = useStores();
  const errors = useActionErrors();
  const now = useNow(CLOCK_MS);
  const timeZone = config.config?.timeZone || undefined;
  const users = useApiQuery((client, signal) => client.get<User[]>('/users', { signal }), []);
  const branches = useApiQuery(
    (client, signal) => client.get<Branch[]>('/branches', { signal }),
    [],
  );
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<UserFormStore | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useUnsavedChangesWarning(form?.isDirty ?? false);

  const branchList = branches.status === 'done' ? branches.data : null;
  const branchNames = new Map<Id, string>((branchList ?? []).map((b) => [b.id, b.name]));

  /** Whether unsaved changes may be dropped (asks only when there are some). */
  function mayLeaveForm(): boolean {
    return !form?.isDirty || window.confirm(UNSAVED_CHANGES_QUESTION);
  }

  function openForm(user: User | null) {
    if (!mayLeaveForm()) return;
    errors.clear();
    setNotice(null);
    setDeleting(null);
    setForm(
      new UserFormStore(user, api, errors, timeZone, (_saved, wasNew) => {
        setForm(null);
        setNotice(wasNew ? USER_MESSAGES.created : USER_MESSAGES.updated);
        users.reload();
      }),
    );
  }

  function closeForm() {
    if (!mayLeaveForm()) return;
    errors.clear();
    setForm(null);
  }

  function remove(user: User) {
    void errors.run('delete', USER_MESSAGES.deleteFailed, async () => {
      await api.delete(`/users/${user.id}`);
      setDeleting(null);
      setNotice(USER_MESSAGES.deleted);
      users.reload();
    });
  }

  return (
    <BackofficePage
      title="Benutzer"
      actions={form ? null : <Button onClick={() => openForm(null)}>Neuer Benutzer</Button>}
    >
      {notice ? (
        <p role="status" className="bo-notice">
          {notice}
        </p>
      ) : null}
      {branches.status === 'error' ? (
        <ErrorMessage
          title="Filialen konnten nicht geladen werden."
          text={branches.error.message}
          onRetry={branches.reload}
        />
      ) : null}
      {form ? (
        <UserFormView store={form} errors={errors} branches={branchList} onCancel={closeForm} />
      ) : (
        <>
          <ActionErrorList store={errors} actions={['delete']} />
          <div className="bo-field bo-users__search">
            <label htmlFor="users-search">Suche</label>
            <input
              id="users-search"
              type="search"
              value={search}
              placeholder="Benutzername, Name, E-Mail"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          {users.status === 'loading' ? <Loader label="Benutzer werden geladen…" /> : null}
          {users.status === 'error' ? (
            <ErrorMessage
              title={USER_MESSAGES.loadFailed}
              text={users.error.message}
              onRetry={users.reload}
            />
          ) : null}
          {users.status === 'done' ? (
            <UserTable
              users={filterUsers(users.data, search)}
              branchNames={branchNames}
              now={now}
              ownId={session.me?.id ?? null}
              deleting={deleting}
              isDeleteRunning={errors.isRunning('delete')}
              onEdit={openForm}
              onDelete={(user) => {
                errors.dismiss('delete');
                setDeleting(user);
              }}
              onConfirmDelete={remove}
              onCancelDelete={() => setDeleting(null)}
            />
          ) : null}
        </>
      )}
    </BackofficePage>
  );
});

interface UserTableProps {
  users: readonly User[];
  branchNames: ReadonlyMap<Id, string>;
  now: Date;
  /** The signed-in user, who cannot delete their own account here. */
  ownId: Id | null;
  deleting: User | null;
  isDeleteRunning: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onConfirmDelete: (user: User) => void;
  onCancelDelete: () => void;
}

function UserTable({
  users,
  branchNames,
  now,
  ownId,
  deleting,
  isDeleteRunning,
  onEdit,
  onDelete,
  onConfirmDelete,
  onCancelDelete,
}: UserTableProps) {
  if (users.length === 0) return <p>Keine Benutzer gefunden.</p>;
  return (
    <div className="bo-table-scroll">
      <table className="bo-table">
        <caption className="bw-visually-hidden">Benutzer</caption>
        <thead>
          <tr>
            <th scope="col">Benutzername</th>
            <th scope="col">Name</th>
            <th scope="col">E-Mail</th>
            <th scope="col">Rollen</th>
            <th scope="col">Filialen</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="bw-visually-hidden">Aktionen</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{user.username}</th>
              <td>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</td>
              <td>{user.email || '–'}</td>
              <td>{user.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ')}</td>
              <td>
                {user.branches.map((b) => branchNames.get(b.id) ?? `Filiale ${b.id}`).join(', ') ||
                  '–'}
              </td>
              <td>{userStatusText(user, now)}</td>
              <td>
                {deleting?.id === user.id ? (
                  <ConfirmDelete
                    question={`Benutzer „${user.username}“ wirklich löschen?`}
                    busy={isDeleteRunning}
                    onConfirm={() => onConfirmDelete(user)}
                    onCancel={onCancelDelete}
                  />
                ) : (
                  <div className="bo-row-actions">
                    <Button
                      variant="secondary"
                      aria-label={`${user.username} bearbeiten`}
                      onClick={() => onEdit(user)}
                    >
                      Bearbeiten
                    </Button>
                    {user.id === ownId ? null : (
                      <Button
                        variant="secondary"
                        aria-label={`${user.username} löschen`}
                        onClick={() => onDelete(user)}
                      >
                        Löschen
                      </Button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
