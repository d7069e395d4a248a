import type { User } from '@tessera/core';
import { useState } from 'react';
import { useUsers } from '../api/users-api.ts';
import { useImpersonation } from '../auth/use-impersonation.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { RetryButton } from '../ui/RetryButton.tsx';
import { SearchBox } from '../ui/SearchBox.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { useListParams } from './list-params.ts';
import { UserTable } from './users/UserTable.tsx';

/** §9: agency list page size. */
export const AGENCY_PAGE_SIZE = 10;

/**
 * /admin/agencies. The server has no GET /agencies yet, so this lists the accounts an admin
 * manages through GET /users (every account, searchable, 10 a page), each with its role; any
 * account but an administrator's can be impersonated.
 */
export function AgenciesPage() {
  const { page, search, update } = useListParams();
  const users = useUsers({ page, perPage: AGENCY_PAGE_SIZE, search });
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Agencies</h1>
        {users.data ? <span className="screen__count">{users.data.total === 1 ? '1 account' : `${users.data.total} accounts`}</span> : null}
      </header>
      <p className="screen__intro">Agency owners and every other account on the platform. Impersonate one to see the app exactly as they do.</p>
      <div className="toolbar">
        <SearchBox label="Search by name or e-mail" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      {users.isPending ? (
        <Spinner label="Loading accounts…" />
      ) : users.error && !users.data ? (
        <StatusView title="Accounts could not be loaded" message={users.error.message} actions={<RetryButton onClick={users.refetch} />} />
      ) : users.data.users.length === 0 ? (
        <StatusView title={search ? 'No matching accounts' : 'No accounts yet'} message={search ? `Nothing matches “${search}”.` : undefined} />
      ) : (
        <>
          <UserTable
            users={users.data.users}
            columns={['Account', 'Role', 'Created']}
            nameOf={(user) => <span className="table__primary">{user.name}</span>}
            actionsOf={(user) => (user.role === 'Admin' ? null : <ImpersonateButton user={user} />)}
          />
          <Pagination page={page} perPage={AGENCY_PAGE_SIZE} total={users.data.total} onPage={(next) => update({ page: next })} label="Accounts pages" />
        </>
      )}
    </div>
  );
}

function ImpersonateButton({ user }: { user: User }) {
  const { start } = useImpersonation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--small"
      aria-label={`Impersonate ${user.name}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void start(user).finally(() => setBusy(false));
      }}
    >
      Impersonate
    </button>
  );
}
