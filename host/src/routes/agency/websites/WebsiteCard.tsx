import { formatCompactNumber, type LandingListItem } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useCopyWebsiteMutation } from '../../../api/websites-api.ts';
import { PermissionGate } from '../../../auth/PermissionGate.tsx';
import { PublishingHint } from './PublishingHint.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';

interface WebsiteCardProps {
  website: LandingListItem;
  /** Clone, duplicate and share are for those who may create websites. */
  canCopy: boolean;
  /** Absent when the user may not delete websites. */
  onDelete?: (() => void) | undefined;
}

/** One website of the list: status, address, home page, counts and its actions. */
export function WebsiteCard({ website, canCopy, onDelete }: WebsiteCardProps) {
  const copy = useCopyWebsiteMutation();
  const base = `/agency/websites/${website.id}`;
  const published = website.status === 'published';
  return (
    <li className="card website-card" aria-label={website.title}>
      <h2 className="website-card__title">{website.title}</h2>
      <span className={`status-pill status-pill--${published ? 'published' : 'draft'}`}>{published ? 'Published' : 'Draft'}</span>
      <PublishingHint rendering={website.rendering} />
      <p className="website-card__subdomain">{website.domain ?? website.subdomain}</p>
      {website.description ? <p className="website-card__description">{website.description}</p> : null}
      <p className="website-card__meta">
        {website.home_page ? (
          <>
            Home page:{' '}
            <a href={website.url} target="_blank" rel="noopener noreferrer">
              {website.home_page.name}
            </a>
            {' · '}
          </>
        ) : null}
        {website.pages_count === 1 ? '1 page' : `${website.pages_count} pages`}
        {website.stats.views_30d === null ? null : ` · ${formatCompactNumber(website.stats.views_30d)} views in 30 days`}
      </p>
      <div className="website-card__actions">
        <PermissionGate landingId={website.id} permission="pages.view">
          <Link className="btn btn--primary" to={`${base}/pages`}>
            Pages
          </Link>
        </PermissionGate>
        {website.home_page ? (
          <PermissionGate landingId={website.id} permission="pages.design">
            <Link className="btn" to={`${base}/pages/${website.home_page.id}/design`}>
              Design home page
            </Link>
          </PermissionGate>
        ) : null}
        <PermissionGate landingId={website.id} permission="settings.edit">
          <Link className="btn" to={`${base}/settings`}>
            Settings
          </Link>
        </PermissionGate>
        <a className="btn" href={website.url} target="_blank" rel="noopener noreferrer">
          View site
        </a>
        <PermissionGate landingId={website.id} permission="settings.edit">
          <Link className="btn btn--small" to={`${base}/edit`} aria-label={`Edit ${website.title}`}>
            Edit
          </Link>
        </PermissionGate>
        {canCopy ? (
          <>
            <button
              type="button"
              className="btn btn--small"
              disabled={copy.isPending}
              onClick={() => copy.mutate({ landingId: website.id, kind: 'clone' })}
              aria-label={`Clone ${website.title}`}
            >
              Clone
            </button>
            <button
              type="button"
              className="btn btn--small"
              disabled={copy.isPending}
              onClick={() => copy.mutate({ landingId: website.id, kind: 'duplicate' })}
              aria-label={`Duplicate ${website.title}`}
            >
              Duplicate
            </button>
            <ShareLinkButton website={website} />
          </>
        ) : null}
        {onDelete ? (
          <button type="button" className="btn btn--small btn--danger" onClick={onDelete} aria-label={`Delete ${website.title}`}>
            Delete
          </button>
        ) : null}
      </div>
    </li>
  );
}
