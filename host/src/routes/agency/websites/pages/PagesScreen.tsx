import { HOME_PAGE_DELETE_MESSAGE, type Page } from '@tessera/core';
import { useState } from 'react';
import { useDeletePageMutation, usePageRelations } from '../../../../api/page-management-api.ts';
import { useLanding } from '../../../../api/landings-api.ts';
import { usePages } from '../../../../api/pages-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { formatDate } from '../../../format-date.ts';
import { PublishSiteButton } from '../../../../site-publishing/PublishSiteButton.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { PageActions } from './PageActions.tsx';
import { PageDialog } from './PageDialog.tsx';
import { PageStatus } from './PageStatus.tsx';

/** /agency/websites/{id}/pages: the website's pages with create, edit, publish, home, clone, preview and delete. */
export const PagesScreen = websiteScreen(function PagesOfWebsite({ landingId }) {
  const landing = useLanding(landingId);
  const pages = usePages(landingId);
  const [editing, setEditing] = useState<Page | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  return (
    <div className="screen">
      <ScreenHeader title={landing.data ? `Pages of ${landing.data.title}` : 'Pages'} back={{ to: '/agency/websites', label: 'Websites' }}>
        {landing.data ? (
          <a className="btn" href={landing.data.url} target="_blank" rel="noopener noreferrer">
            View site
          </a>
        ) : null}
        <PermissionGate landingId={landingId} permission="pages.publish">
          <PublishSiteButton landingId={landingId} className="btn">
            Publish site
          </PublishSiteButton>
        </PermissionGate>
        <PermissionGate landingId={landingId} permission="pages.create">
          <button type="button" className="btn btn--primary" onClick={() => setEditing('new')}>
            Create page
          </button>
        </PermissionGate>
      </ScreenHeader>
      <QueryView
        query={pages}
        loading="Loading pages…"
        failed="Pages could not be loaded"
        empty={{ when: (data) => data.length === 0, title: 'No pages yet', message: 'This website has no pages.' }}
      >
        {(data) => (
          <DataTable columns={['Name', 'Status', 'Last edited']}>
            {data.map((page) => (
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
          </DataTable>
        )}
      </QueryView>
      {editing ? <PageDialog landingId={landingId} page={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeletePageDialog landingId={landingId} page={deleting} pages={pages.data ?? []} onDone={() => setDeleting(null)} /> : null}
    </div>
  );
});

function DeletePageDialog({ landingId, page, pages, onDone }: { landingId: number; page: Page; pages: readonly Page[]; onDone(): void }) {
  const remove = useDeletePageMutation(landingId);
  const relations = usePageRelations(landingId);
  const linkedFrom = (relations.data?.find((relation) => relation.page_id === page.id)?.linked_from ?? []).map((id) => pages.find((other) => other.id === id)?.name ?? `#${id}`);
  return (
    <ConfirmDialog
      title="Delete this page?"
      message={
        page.is_home ? (
          HOME_PAGE_DELETE_MESSAGE
        ) : (
          <>
            <strong>{page.name}</strong> (/{page.unique_name}) is deleted and its address stops answering. This cannot be undone.
            {linkedFrom.length > 0 ? <span className="notice notice--warning">Links to it on {linkedFrom.join(', ')} will lead nowhere.</span> : null}
          </>
        )
      }
      confirmLabel="Delete page"
      busy={remove.isPending}
      onCancel={onDone}
      onConfirm={() => remove.mutate(page.id, { onSuccess: onDone, onError: onDone })}
    />
  );
}
