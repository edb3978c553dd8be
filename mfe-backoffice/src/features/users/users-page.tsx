import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { User } from '@bestellwerk/domain';
import { useApiQuery, useNow, useStores } from '@bestellwerk/client';
import { Button } from '@bestellwerk/ui';
import {
  ActionErrorList,
  BackofficePage,
  BranchesState,
  QueryState,
  StatusNotice,
  useActionErrors,
  useBranches,
  useRecordEditing,
} from '../../shared/layout/index.js';
import { filterUsers } from './user-form.js';
import { USER_MESSAGES, UserFormStore } from './user-form-store.js';
import { UserFormView } from './user-form-view.js';
import { UserTable } from './user-table.js';
import {
  UNSAVED_CHANGES_QUESTION,
  useUnsavedChangesWarning,
} from '../../shared/editor/use-unsaved-changes-warning.js';
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
  const users = useApiQuery((client, signal) => client.get('/users', { signal }), []);
  const branches = useBranches();
  const [search, setSearch] = useState('');
  const editing = useRecordEditing<User, UserFormStore>({
    errors,
    messages: USER_MESSAGES,
    unsavedQuestion: UNSAVED_CHANGES_QUESTION,
    discardFormErrors: () => errors.clear(),
    deleteRecord: (user) => api.delete(`/users/${user.id}`),
    reload: users.reload,
  });
  const { form } = editing;

  useUnsavedChangesWarning(form?.isDirty ?? false);

  function openForm(user: User | null) {
    const opened = editing.openForm(
      (onSaved) => new UserFormStore(user, api, errors, timeZone, onSaved),
    );
    if (opened) editing.cancelDelete();
  }

  return (
    <BackofficePage
      title="Benutzer"
      actions={form ? null : <Button onClick={() => openForm(null)}>Neuer Benutzer</Button>}
    >
      <StatusNotice text={editing.notice} />
      <BranchesState branches={branches} />
      {form ? (
        <UserFormView
          store={form}
          errors={errors}
          timeZone={timeZone}
          branches={branches.query}
          onCancel={editing.closeForm}
        />
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
          <QueryState
            query={users}
            loading="Benutzer werden geladen…"
            failedTitle={USER_MESSAGES.loadFailed}
          />
          {users.status === 'done' ? (
            <UserTable
              users={filterUsers(users.data, search)}
              branchName={branches.nameOf}
              now={now}
              ownId={session.me?.id ?? null}
              onEdit={openForm}
              onDelete={editing.askDelete}
              confirmDelete={(user) =>
                editing.confirmDelete(user, `Benutzer „${user.username}“ wirklich löschen?`)
              }
            />
          ) : null}
        </>
      )}
    </BackofficePage>
  );
});
