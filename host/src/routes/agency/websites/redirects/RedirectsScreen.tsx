import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Redirect } from '@tessera/core';
import { useDeleteRedirectMutation, useRedirects } from '../../../../api/redirects-api.ts';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { RedirectDialog } from './RedirectDialog.tsx';

/** /agency/websites/{id}/redirects: the website's redirects, to add, edit or delete. */
export function RedirectsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <RedirectsOfWebsite key={landingId} landingId={landingId} />;
}

function RedirectsOfWebsite({ landingId }: { landingId: number }) {
  const redirects = useRedirects(landingId);
  const remove = useDeleteRedirectMutation(landingId);
  const [editing, setEditing] = useState<Redirect | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Redirects</h1>
        <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
          Add redirect
        </button>
      </header>
      {redirects.isPending ? (
        <Spinner label="Loading redirects…" />
      ) : redirects.error ? (
        <StatusView title="Redirects could not be loaded" message={redirects.error.message} actions={<RetryButton onClick={redirects.refetch} />} />
      ) : redirects.data.length === 0 ? (
        <StatusView title="No redirects yet" message="A redirect sends visitors of an old address to a new one." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Kind</th>
                <th scope="col">Visits</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.data.map((redirect) => (
                <tr key={redirect.id}>
                  <td>{redirect.from}</td>
                  <td>{redirect.to}</td>
                  <td>{redirect.status_code}</td>
                  <td>{redirect.hits}</td>
                  <td className="table__actions">
                    <div className="table__buttons">
                      <button type="button" className="btn btn--small" onClick={() => setEditing(redirect)} aria-label={`Edit redirect from ${redirect.from}`}>
                        Edit
                      </button>
                      <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(redirect)} aria-label={`Delete redirect from ${redirect.from}`}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? <RedirectDialog landingId={landingId} redirect={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this redirect?"
          message={`${deleting.from} stops redirecting to ${deleting.to}.`}
          confirmLabel="Delete redirect"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
