import type { Id, User } from '@bestellwerk/domain';
import { DataTable, RowActions, type ConfirmDeleteProps } from '../../shared/layout/index.js';
import { ROLE_LABELS, userStatusText } from './user-form.js';

export interface UserTableProps {
  users: readonly User[];
  branchName: (id: Id) => string;
  now: Date;
  /** The signed-in user, who cannot delete their own account here. */
  ownId: Id | null;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  /** The delete question of a user while it is asked. */
  confirmDelete: (user: User) => ConfirmDeleteProps | null;
}

/** The staff accounts with their roles, branches and state; edit and delete per row. */
export function UserTable({
  users,
  branchName,
  now,
  ownId,
  onEdit,
  onDelete,
  confirmDelete,
}: UserTableProps) {
  if (users.length === 0) return <p>Keine Benutzer gefunden.</p>;
  return (
    <DataTable
      caption="Benutzer"
      columns={['Benutzername', 'Name', 'E-Mail', 'Rollen', 'Filialen', 'Status']}
      hasActions
    >
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row">{user.username}</th>
          <td>{[user.firstName, user.lastName].filter(Boolean).join(' ') || '–'}</td>
          <td>{user.email || '–'}</td>
          <td>{user.roles.map((role) => ROLE_LABELS[role] ?? role).join(', ')}</td>
          <td>{user.branches.map((b) => branchName(b.id)).join(', ') || '–'}</td>
          <td>{userStatusText(user, now)}</td>
          <td>
            <RowActions
              name={user.username}
              onEdit={() => onEdit(user)}
              onDelete={user.id === ownId ? undefined : () => onDelete(user)}
              confirmDelete={confirmDelete(user)}
            />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
