import type { Page } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useLanding } from '../api/landings-api.ts';
import { usePages } from '../api/pages-api.ts';
import { RetryButton } from '../ui/RetryButton.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { useIdParam } from './use-id-param.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
              <td>{formatDate(page.updated_at)}</td>
              <td className="table__actions">
                <Link className="btn btn--small" to={`/agency/websites/${landingId}/pages/${page.id}/design`}>
                  Design
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
