import { HOME_PAGE_DELETE_MESSAGE, type Page } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeletePageMutation } from '../../../../api/page-management-api.ts';
import { useLanding } from '../../../../api/landings-api.ts';
import { usePages } from '../../../../api/pages-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { PageActions } from './PageActions.tsx';
import { PageDialog } from './PageDialog.tsx';
import { PageStatus } from './PageStatus.tsx';

/** /agency/websites/{id}/pages: the website's pages with create, edit, publish, home, clone, preview and delete. */
export function PagesScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <PagesOfWebsite key={landingId} landingId={landingId} />;
}

function PagesOfWebsite({ landingId }: { landingId: number }) {
  const landing = useLanding(landingId);
  const pages = usePages(landingId);
  const [editing, setEditing] = useState<Page | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to="/agency/websites">
        ← Websites
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{landing.data ? `Pages of ${landing.data.title}` : 'Pages'}</h1>
        {landing.data ? (
          <a className="btn" href={landing.data.url} target="_blank" rel="noopener noreferrer">
            View site
          </a>
        ) : null}
        <PermissionGate landingId={landingId} permission="blog.view">
          <Link className="btn" to={`/agency/websites/${landingId}/blog`}>
            Blog
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="podcast.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/episodes`}>
            Episodes
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="forms.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/forms`}>
            Forms
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="menus.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/menus`}>
            Menus
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="files.upload">
          <Link className="btn" to={`/agency/websites/${landingId}/files`}>
            Files
          </Link>
        </PermissionGate>
        <Link className="btn" to={`/agency/websites/${landingId}/stats`}>
          Statistics
        </Link>
        <PermissionGate landingId={landingId} permission="contacts.view">
          <Link className="btn" to={`/agency/websites/${landingId}/contacts`}>
            Contacts
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="redirects.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/redirects`}>
            Redirects
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="integrations.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/webhooks`}>
            Webhooks
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="backups.manage">
          <Link className="btn" to={`/agency/websites/${landingId}/backups`}>
            Backups
          </Link>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="pages.create">
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            Create page
          </button>
        </PermissionGate>
      </header>
      {pages.isPending ? (
        <Spinner label="Loading pages…" />
      ) : pages.error ? (
        <StatusView title="Pages could not be loaded" message={pages.error.message} actions={<RetryButton onClick={pages.refetch} />} />
      ) : pages.data.length === 0 ? (
        <StatusView title="No pages yet" message="This website has no pages." />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Last edited</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.data.map((page) => (
                <tr key={page.id}>
                  <td>
                    <span className="table__primary">{page.name}</span>
                    {page.is_home ? <span className="badge">Home</span> : null}
                    <span className="table__secondary">/{page.unique_name}</span>
                  </td>
                  <td>
                    <PageStatus page={page} />
                  </td>
                  <td>{formatDate(page.updated_at, true)}</td>
                  <td className="table__actions">
                    <PageActions landingId={landingId} page={page} onEdit={() => setEditing(page)} onDelete={() => setDeleting(page)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing ? <PageDialog landingId={landingId} page={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeletePageDialog landingId={landingId} page={deleting} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
}

function DeletePageDialog({ landingId, page, onDone }: { landingId: number; page: Page; onDone(): void }) {
  const remove = useDeletePageMutation(landingId);
  return (
    <ConfirmDialog
      title="Delete this page?"
      message={page.is_home ? HOME_PAGE_DELETE_MESSAGE : <><strong>{page.name}</strong> (/{page.unique_name}) is deleted and its address stops answering. This cannot be undone.</>}
      confirmLabel="Delete page"
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() => remove.mutate(page.id, { onSuccess: onDone, onError: onDone })}
    />
  );
}
