import type { User } from '@tessera/core';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from '../../auth/role-labels.ts';
import { DataTable, RowActions } from '../../ui/DataTable.tsx';
import { formatDate } from '../format-date.ts';

interface UserTableProps {
  users: User[];
  /** The headings of the name, role and creation columns. */
  columns: readonly [string, string, string];
  /** The name as shown: plain, or a link to the user. */
  nameOf(user: User): ReactNode;
  actionsOf(user: User): ReactNode;
}

/** Accounts (the admin's agencies list) or sub-users (the agency's users list): name and e-mail, role, creation date, actions. */
export function UserTable({ users, columns, nameOf, actionsOf }: UserTableProps) {
  return (
    <DataTable columns={columns}>
      {users.map((user) => (
        <tr key={user.id}>
          <td>
            {nameOf(user)}
            <span className="table__secondary">{user.email}</span>
          </td>
          <td>
            <span className="role-pill">{ROLE_LABELS[user.role]}</span>
          </td>
          <td>{formatDate(user.created_at)}</td>
          <RowActions>{actionsOf(user)}</RowActions>
        </tr>
      ))}
    </DataTable>
  );
}
