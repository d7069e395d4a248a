import type { Page } from '@tessera/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useLanding } from '../api/landings-api.ts';
import { usePages, usePublishMutation } from '../api/pages-api.ts';
import { PermissionGate } from '../auth/PermissionGate.tsx';
import { RetryButton } from '../ui/RetryButton.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { formatDate } from './format-date.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { useIdParam } from './use-id-param.ts';

export function WebsitePagesPage() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <PagesOfWebsite landingId={landingId} />;
}

function PagesOfWebsite({ landingId }: { landingId: number }) {
  const landing = useLanding(landingId);
  const pages = usePages(landingId);
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
      </header>
      {pages.isPending ? (
        <Spinner label="Loading pages…" />
      ) : pages.error ? (
        <StatusView title="Pages could not be loaded" message={pages.error.message} actions={<RetryButton onClick={pages.refetch} />} />
      ) : pages.data.length === 0 ? (
        <StatusView title="No pages yet" message="This website has no pages." />
      ) : (
        <PagesTable landingId={landingId} pages={pages.data} />
      )}
    </div>
  );
}

function PagesTable({ landingId, pages }: { landingId: number; pages: Page[] }) {
  return (
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
          {pages.map((page) => (
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
                <div className="table__buttons">
                  <PermissionGate landingId={landingId} permission="pages.design">
                    <Link className="btn btn--small" to={`/agency/websites/${landingId}/pages/${page.id}/design`}>
                      Design
                    </Link>
                  </PermissionGate>
                  <PermissionGate landingId={landingId} permission="pages.publish">
                    <PublishButton className="btn btn--small" landingId={landingId} page={page}>
                      Publish
                    </PublishButton>
                  </PermissionGate>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Publishes the page's latest saved version. */
function PublishButton({ landingId, page, className, children }: { landingId: number; page: Page; className: string; children: ReactNode }) {
  const publish = usePublishMutation({ landingId, pageId: page.id });
  return (
    <button
      type="button"
      className={className}
      disabled={publish.isPending}
      aria-busy={publish.isPending}
      onClick={() => publish.mutate()}
    >
      {children}
    </button>
  );
}

function PageStatus({ page }: { page: Page }) {
  if (page.published_version === null) return <span className="status-pill status-pill--draft">Draft</span>;
  const behind = page.version > page.published_version;
  return (
    <span className="status-pill status-pill--published" title={behind ? 'Saved changes are not published yet' : undefined}>
      Published
    </span>
  );
}
