import type { AgencyListItem } from '@tessera/core';
import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAgencies, useArchiveAgencyMutation, type AgencyListView } from '../../../api/agencies-api.ts';
import { useImpersonation } from '../../../auth/use-impersonation.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { ConfirmDialog } from '../../../ui/Modal.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { formatDate } from '../../format-date.ts';
import { DeleteAgencyDialog } from './DeleteAgencyDialog.tsx';
import { useListParams } from '../../list-params.ts';

/** §9: agency list page size. */
export const AGENCY_PAGE_SIZE = 10;

const VIEWS: { view: AgencyListView; path: string; label: string; empty: string }[] = [
  { view: 'active', path: '/admin/agencies', label: 'Agencies', empty: 'No agencies yet' },
  { view: 'free_register', path: '/admin/agencies/free_register', label: 'Free registrations', empty: 'No agency registered for free' },
  { view: 'archived', path: '/admin/agencies/archived', label: 'Archived', empty: 'No archived agencies' },
];

function standing(agency: AgencyListItem): string {
  if (agency.subscribed) return agency.plan_name ? `Subscribed · ${agency.plan_name}` : 'Subscribed';
  if (agency.free_fee) return 'Free of fees';
  if (agency.free_register) return 'Free registration';
  return 'Not subscribed';
}

/** /admin/agencies, /archived and /free_register: the platform's agencies, with edit, impersonate, archive, restore and delete for good. */
export function AgenciesScreen({ view }: { view: AgencyListView }) {
  const { page, search, update } = useListParams();
  const agencies = useAgencies({ view, page, perPage: AGENCY_PAGE_SIZE, search });
  const [confirming, setConfirming] = useState<AgencyListItem | null>(null);
  const [deleting, setDeleting] = useState<AgencyListItem | null>(null);
  const current = VIEWS.find((entry) => entry.view === view)!;
  return (
    <div className="screen">
      <ScreenHeader title="Agencies" count={agencies.data ? countLabel(agencies.data.total, 'agency', 'agencies') : null}>
        <Link className="btn btn--primary" to="/admin/agencies/create">
          Add agency
        </Link>
      </ScreenHeader>
      <nav className="tabs" aria-label="Agency lists">
        {VIEWS.map((entry) => (
          <NavLink key={entry.view} className="tabs__tab" to={entry.path} end>
            {entry.label}
          </NavLink>
        ))}
      </nav>
      <div className="toolbar">
        <SearchBox label="Search by agency, owner or e-mail" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      <QueryView
        query={agencies}
        loading="Loading agencies…"
        failed="Agencies could not be loaded"
        empty={{ when: (data) => data.agencies.length === 0, title: search ? 'No matching agencies' : current.empty, message: search ? `Nothing matches “${search}”.` : undefined }}
      >
        {(data) => (
          <>
            <AgenciesTable agencies={data.agencies} onArchive={setConfirming} onDelete={setDeleting} />
            <Pagination page={page} perPage={AGENCY_PAGE_SIZE} total={data.total} onPage={(next) => update({ page: next })} label="Agencies pages" />
          </>
        )}
      </QueryView>
      {confirming ? <ArchiveDialog agency={confirming} onDone={() => setConfirming(null)} /> : null}
      {deleting ? <DeleteAgencyDialog agency={deleting} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
}

function AgenciesTable({ agencies, onArchive, onDelete }: { agencies: AgencyListItem[]; onArchive(agency: AgencyListItem): void; onDelete(agency: AgencyListItem): void }) {
  return (
    <DataTable columns={['Agency', 'Standing', 'Websites', 'Created']}>
      {agencies.map((agency) => (
        <tr key={agency.id}>
          <td>
            <span className="table__primary">{agency.name}</span>
            <span className="table__secondary">{agency.owner ? `${agency.owner.name} · ${agency.owner.email}` : 'No owner account'}</span>
          </td>
          <td>{standing(agency)}</td>
          <td>{agency.landings_count}</td>
          <td>{formatDate(agency.created_at)}</td>
          <RowActions>
            <Link className="btn btn--small" to={`/admin/agencies/${agency.id}/edit`} aria-label={`Edit ${agency.name}`}>
              Edit
            </Link>
            {agency.owner && !agency.archived ? <ImpersonateButton owner={agency.owner} /> : null}
            <button type="button" className="btn btn--small" aria-label={`${agency.archived ? 'Restore' : 'Archive'} ${agency.name}`} onClick={() => onArchive(agency)}>
              {agency.archived ? 'Restore' : 'Archive'}
            </button>
            {agency.archived ? (
              <button type="button" className="btn btn--small btn--danger" aria-label={`Delete ${agency.name} for good`} onClick={() => onDelete(agency)}>
                Delete for good
              </button>
            ) : null}
          </RowActions>
        </tr>
      ))}
    </DataTable>
  );
}

function ImpersonateButton({ owner }: { owner: NonNullable<AgencyListItem['owner']> }) {
  const { start } = useImpersonation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn--small"
      aria-label={`Impersonate ${owner.name}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void start({ id: owner.id, name: owner.name, role: 'Agency' }).finally(() => setBusy(false));
      }}
    >
      Impersonate
    </button>
  );
}

function ArchiveDialog({ agency, onDone }: { agency: AgencyListItem; onDone(): void }) {
  const mutation = useArchiveAgencyMutation();
  const archiving = !agency.archived;
  return (
    <ConfirmDialog
      title={archiving ? `Archive ${agency.name}?` : `Restore ${agency.name}?`}
      message={
        archiving
          ? 'Its accounts are signed out and can no longer sign in. Its published websites stay online. You can restore it later.'
          : 'Its accounts can sign in again.'
      }
      confirmLabel={archiving ? 'Archive' : 'Restore'}
      busy={mutation.isPending}
      onCancel={onDone}
      onConfirm={() => mutation.mutate({ id: agency.id, archived: archiving }, { onSuccess: onDone })}
    />
  );
}
