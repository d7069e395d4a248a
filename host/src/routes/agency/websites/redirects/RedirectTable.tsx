import type { Redirect } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useDeleteRedirectMutation, useRedirects } from '../../../../api/redirects-api.ts';
import { DataTable, RowActions } from '../../../../ui/DataTable.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { useConfirmDelete } from '../../../../ui/use-confirm-delete.tsx';

/**
 * The website's redirects with edit links and delete, as the redirects screen and the settings
 * screen list them; `editorBase` is where their editor routes live (redirect/… or settings/redirect/…).
 */
export function RedirectTable({ landingId, editorBase }: { landingId: number; editorBase: string }) {
  const redirects = useRedirects(landingId);
  const remove = useDeleteRedirectMutation(landingId);
  const confirm = useConfirmDelete(
    remove,
    (redirect: Redirect) => ({ title: 'Delete this redirect?', message: `${redirect.from} stops redirecting to ${redirect.to}.`, confirmLabel: 'Delete redirect' }),
    (redirect) => redirect.id,
  );
  return (
    <>
      <QueryView
        query={redirects}
        loading="Loading redirects…"
        failed="Redirects could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No redirects yet', message: 'A redirect sends visitors of an old address to a new one.' }}
      >
        {(data) => (
          <DataTable columns={['From', 'To', 'Kind', 'Visits']}>
            {data.map((redirect) => (
              <tr key={redirect.id}>
                <td>{redirect.from}</td>
                <td>{redirect.to}</td>
                <td>{redirect.status_code}</td>
                <td>{redirect.hits}</td>
                <RowActions>
                  <Link className="btn btn--small" to={`${editorBase}/${redirect.id}/edit`} aria-label={`Edit redirect from ${redirect.from}`}>
                    Edit
                  </Link>
                  <button type="button" className="btn btn--small btn--danger" onClick={() => confirm.ask(redirect)} aria-label={`Delete redirect from ${redirect.from}`}>
                    Delete
                  </button>
                </RowActions>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      {confirm.dialog}
    </>
  );
}
