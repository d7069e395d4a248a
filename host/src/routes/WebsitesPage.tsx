import type { Landing } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useLandings } from '../api/landings-api.ts';
import { PermissionGate } from '../auth/PermissionGate.tsx';
import { RetryButton } from '../ui/RetryButton.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StatusView } from '../ui/StatusView.tsx';

export function WebsitesPage() {
  const { data, isPending, error, refetch } = useLandings();
  return (
    <div className="screen">
      <header className="screen__header">
        <h1 className="screen__title">Websites</h1>
        {data ? <span className="screen__count">{data.total === 1 ? '1 website' : `${data.total} websites`}</span> : null}
      </header>
      {isPending ? (
        <Spinner label="Loading websites…" />
      ) : error ? (
        <StatusView title="Websites could not be loaded" message={error.message} actions={<RetryButton onClick={refetch} />} />
      ) : data.landings.length === 0 ? (
        <StatusView title="No websites yet" message="Websites you create will be listed here." />
      ) : (
        <ul className="card-grid">
          {data.landings.map((landing) => (
            <WebsiteCard key={landing.id} landing={landing} />
          ))}
        </ul>
      )}
    </div>
  );
}

function WebsiteCard({ landing }: { landing: Landing }) {
  return (
    <li className="card website-card">
      <h2 className="website-card__title">{landing.title}</h2>
      <p className="website-card__subdomain">{landing.domain ?? landing.subdomain}</p>
      {landing.description ? <p className="website-card__description">{landing.description}</p> : null}
      <div className="website-card__actions">
        <PermissionGate landingId={landing.id} permission="pages.view">
          <Link className="btn btn--primary" to={`/agency/websites/${landing.id}/pages`}>
            Pages
          </Link>
        </PermissionGate>
        {landing.home_page_id !== null ? (
          <PermissionGate landingId={landing.id} permission="pages.design">
            <Link className="btn" to={`/agency/websites/${landing.id}/pages/${landing.home_page_id}/design`}>
              Design home page
            </Link>
          </PermissionGate>
        ) : null}
        <a className="btn" href={landing.url} target="_blank" rel="noopener noreferrer">
          View site
        </a>
      </div>
    </li>
  );
}
