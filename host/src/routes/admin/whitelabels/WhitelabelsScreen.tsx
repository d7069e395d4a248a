import { WHITELABEL_PAGE_SIZE, type CertStatus, type Whitelabel } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useCheckCertificatesMutation, useDeleteWhitelabelMutation, useWhitelabels } from '../../../api/whitelabels-api.ts';
import { DataTable, RowActions } from '../../../ui/DataTable.tsx';
import { Pagination } from '../../../ui/Pagination.tsx';
import { QueryView } from '../../../ui/QueryView.tsx';
import { countLabel, ScreenHeader } from '../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../ui/SearchBox.tsx';
import { useConfirmDelete } from '../../../ui/use-confirm-delete.tsx';
import { useListParams } from '../../list-params.ts';

export const CERT_WORDS: Record<CertStatus, string> = { none: 'Not asked for', pending: 'Being issued', issued: 'Issued', failed: 'Failed' };

/** /admin/whitelabels: the brands agencies are served under, with their domains and certificates. */
export function WhitelabelsScreen() {
  const { page, search, update } = useListParams();
  const whitelabels = useWhitelabels({ page, search });
  const check = useCheckCertificatesMutation();
  const remove = useDeleteWhitelabelMutation();
  const { ask, dialog } = useConfirmDelete(
    remove,
    (whitelabel: Whitelabel) => ({ title: 'Delete white-label', message: `Delete ${whitelabel.name} (${whitelabel.domain})? Its domains stop answering at once.`, confirmLabel: 'Delete white-label' }),
    (whitelabel) => whitelabel.id,
  );
  return (
    <div className="screen">
      <ScreenHeader title="White-labels" count={whitelabels.data ? countLabel(whitelabels.data.meta.total, 'white-label') : null}>
        <Link className="btn btn--primary" to="/admin/whitelabels/create">
          Add white-label
        </Link>
      </ScreenHeader>
      <div className="toolbar">
        <SearchBox label="Search by name or domain" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      <QueryView
        query={whitelabels}
        loading="Loading white-labels…"
        failed="White-labels could not be loaded"
        empty={{ when: (data) => data.data.length === 0, title: search ? 'No matching white-labels' : 'No white-labels yet' }}
      >
        {(data) => (
          <>
            <DataTable columns={['White-label', 'Domains', 'Certificates']}>
              {data.data.map((whitelabel) => (
                <tr key={whitelabel.id}>
                  <td>{whitelabel.name}</td>
                  <td>{[whitelabel.domain, whitelabel.domain_2].filter(Boolean).join(', ')}</td>
                  <td>
                    <span className="table__primary">{CERT_WORDS[whitelabel.cert?.status ?? 'none']}</span>
                    {whitelabel.cert?.message ? <span className="table__secondary">{whitelabel.cert.message}</span> : null}
                  </td>
                  <RowActions>
                    <button type="button" className="btn btn--small" disabled={check.isPending} onClick={() => check.mutate(whitelabel.id)} aria-label={`Obtain the certificates of ${whitelabel.name}`}>
                      Certificates
                    </button>
                    <Link className="btn btn--small" to={`/admin/whitelabels/${whitelabel.id}/edit`} aria-label={`Edit ${whitelabel.name}`}>
                      Edit
                    </Link>
                    <button type="button" className="btn btn--small btn--danger" onClick={() => ask(whitelabel)} aria-label={`Delete ${whitelabel.name}`}>
                      Delete
                    </button>
                  </RowActions>
                </tr>
              ))}
            </DataTable>
            <Pagination page={page} perPage={WHITELABEL_PAGE_SIZE} total={data.meta.total} onPage={(next) => update({ page: next })} label="White-label pages" />
          </>
        )}
      </QueryView>
      {dialog}
    </div>
  );
}
