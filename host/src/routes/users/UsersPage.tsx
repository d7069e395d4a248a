import type { User } from '@tessera/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDeleteUserMutation, useUsers } from '../../api/users-api.ts';
import { GrantWebsiteDialog } from './GrantWebsiteDialog.tsx';
import { ConfirmDialog } from '../../ui/Modal.tsx';
import { Pagination } from '../../ui/Pagination.tsx';
import { RetryButton } from '../../ui/RetryButton.tsx';
import { SearchBox } from '../../ui/SearchBox.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { useListParams } from '../list-params.ts';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { UserTable } from './UserTable.tsx';

const PAGE_SIZE = 10;

/** /agency/users: the agency's sub-users, with add, edit and delete. */
export function UsersPage() {
  const { page, search, update } = useListParams();
  const users = useUsers({ page, perPage: PAGE_SIZE, search });
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState(false);
  const [deleting, setDeleting] = useState<User | null>(null);
  const navigate = useNavigate();

  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Users</h1>
        {users.data ? <span className="screen__count">{users.data.total === 1 ? '1 user' : `${users.data.total} users`}</span> : null}
        <button type="button" className="btn" onClick={() => setGranting(true)}>
          Give users a website
        </button>
        <button type="button" className="btn btn--primary" onClick={() => setAdding(true)}>
          Add user
        </button>
      </header>
      <p className="screen__intro">People who work on your websites. Each one sees only the websites you give them, with the permissions you choose.</p>
      <div className="toolbar">
        <SearchBox label="Search by name or e-mail" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.error && !users.data ? (
        <StatusView title="Users could not be loaded" message={users.error.message} actions={<RetryButton onClick={users.refetch} />} />
      ) : users.data.users.length === 0 ? (
        search ? (
          <StatusView title="No matching users" message={`Nothing matches “${search}”.`} />
        ) : (
          <StatusView title="No users yet" message="Add a user to let someone else work on your websites." />
        )
      ) : (
        <>
          <UserTable
            users={users.data.users}
            columns={['User', 'Role', 'Added']}
            nameOf={(user) => (
              <Link className="table__primary" to={`/agency/users/${user.id}`}>
                {user.name}
              </Link>
            )}
            actionsOf={(user) => (
              <>
                <Link className="btn btn--small" to={`/agency/users/${user.id}`} aria-label={`Edit ${user.name}`}>
                  Edit
                </Link>
                <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(user)} aria-label={`Delete ${user.name}`}>
                  Delete
                </button>
              </>
            )}
          />
          <Pagination page={page} perPage={PAGE_SIZE} total={users.data.total} onPage={(next) => update({ page: next })} label="Users pages" />
        </>
      )}
      {granting ? <GrantWebsiteDialog onClose={() => setGranting(false)} /> : null}
      {adding ? (
        <CreateUserDialog
          onClose={() => setAdding(false)}
          onCreated={(user, linkSent) => navigate(`/agency/users/${user.id}`, { state: { created: true, linkSent } })}
        />
      ) : null}
      {deleting ? <DeleteUserDialog user={deleting} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
}

/** Asks, then deletes; `onDone` runs after the deletion or a cancel. */
export function DeleteUserDialog({ user, onDone, onDeleted }: { user: User; onDone(): void; onDeleted?(): void }) {
  const remove = useDeleteUserMutation();
  return (
    <ConfirmDialog
      title="Delete this user?"
      message={
        <>
          <strong>{user.name}</strong> ({user.email}) will no longer be able to sign in, and their access to your websites ends. This cannot be undone.
        </>
      }
      confirmLabel="Delete user"
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() =>
        remove.mutate(user.id, {
          onSuccess: () => {
            onDone();
            onDeleted?.();
          },
        })
      }
    />
  );
}
