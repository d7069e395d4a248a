import { formatCompactNumber, type LandingListItem } from '@tessera/core';
import { IconSvg } from '@tessera/sdk';
import { Copy, ExternalLink, FileText, MoreHorizontal, PenLine, Settings, Share2, Trash2, type IconNode } from 'lucide';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { previewTokenPaths } from '../../../api/previews-api.ts';
import { shareLink, useCopyWebsiteMutation } from '../../../api/websites-api.ts';
import { PermissionGate } from '../../../auth/PermissionGate.tsx';
import { usePermission } from '../../../auth/permissions.ts';
import { MenuAction } from '../../../ui/menu/MenuAction.tsx';
import { MenuButton } from '../../../ui/menu/MenuButton.tsx';
import { PreviewThumbnail } from '../../../ui/PreviewThumbnail.tsx';
import { ShareByLinkDialog } from '../../../ui/ShareByLink.tsx';
import { PublishingHint } from './PublishingHint.tsx';
import { WebsiteStatus } from './WebsiteStatus.tsx';

interface WebsiteCardProps {
  website: LandingListItem;
  /** Duplicate and share are for those who may create websites. */
  canCopy: boolean;
  /** Absent when the user may not delete websites. */
  onDelete?: (() => void) | undefined;
}

function MenuIcon({ icon }: { icon: IconNode }) {
  return <IconSvg node={icon} size={16} aria-hidden="true" />;
}

/**
 * One website of the list, as Duda and Wix show theirs: a picture of its home page, its name,
 * address and status, Edit (the designer) and View (the live site), and the rest under one
 * "more" menu, each action once.
 */
export function WebsiteCard({ website, canCopy, onDelete }: WebsiteCardProps) {
  const copy = useCopyWebsiteMutation();
  const [sharing, setSharing] = useState(false);
  const canSeePages = usePermission(website.id, 'pages.view');
  const canEditSettings = usePermission(website.id, 'settings.edit');
  const base = `/agency/websites/${website.id}`;
  const home = website.home_page;
  const editTo = home ? `${base}/pages/${home.id}/design` : `${base}/pages`;
  const address = website.domain ?? new URL(website.url).host;

  return (
    <li className="card website-card" aria-label={website.title}>
      <div className="website-card__picture" aria-hidden={home ? undefined : true}>
        {home && canSeePages ? <PreviewThumbnail tokenPath={previewTokenPaths.page(home.id)} title={`Home page of ${website.title}`} /> : <span className="website-card__initial">{website.title.slice(0, 1).toUpperCase()}</span>}
      </div>
      <div className="website-card__body">
        <div className="website-card__heading">
          <h2 className="website-card__title">{canSeePages ? <Link to={`${base}/pages`}>{website.title}</Link> : website.title}</h2>
          <WebsiteStatus website={website} />
        </div>
        <a className="website-card__address" href={website.url} target="_blank" rel="noopener noreferrer">
          {address}
        </a>
        <PublishingHint rendering={website.rendering} />
        {website.description ? <p className="website-card__description">{website.description}</p> : null}
        <p className="website-card__meta">
          {home ? `Home page: ${home.name} · ` : null}
          {website.pages_count === 1 ? '1 page' : `${website.pages_count} pages`}
          {website.stats.views_30d === null ? null : ` · ${formatCompactNumber(website.stats.views_30d)} views in 30 days`}
        </p>
        <div className="website-card__actions">
          <PermissionGate landingId={website.id} permission="pages.design">
            <Link className="btn btn--primary" to={editTo} aria-label={`Edit ${website.title}`}>
              Edit
            </Link>
          </PermissionGate>
          <a className="btn" href={website.url} target="_blank" rel="noopener noreferrer" aria-label={`View ${website.title}`}>
            View
          </a>
          <MenuButton label={<MenuIcon icon={MoreHorizontal} />} ariaLabel={`More actions for ${website.title}`} title="More actions" className="btn btn--icon">
            {(close) => (
              <>
                {canSeePages ? (
                  <Link role="menuitem" className="menu-item" to={`${base}/pages`}>
                    <MenuIcon icon={FileText} /> Pages
                  </Link>
                ) : null}
                {canEditSettings ? (
                  <>
                    <Link role="menuitem" className="menu-item" to={`${base}/settings`}>
                      <MenuIcon icon={Settings} /> Settings
                    </Link>
                    <Link role="menuitem" className="menu-item" to={`${base}/edit`}>
                      <MenuIcon icon={PenLine} /> Name and description
                    </Link>
                  </>
                ) : null}
                <a role="menuitem" className="menu-item" href={website.url} target="_blank" rel="noopener noreferrer" onClick={close}>
                  <MenuIcon icon={ExternalLink} /> Open live site
                </a>
                {canCopy ? (
                  <>
                    <MenuAction close={close} disabled={copy.isPending} onSelect={() => copy.mutate({ landingId: website.id, kind: 'duplicate' })}>
                      <MenuIcon icon={Copy} /> Duplicate
                    </MenuAction>
                    <MenuAction close={close} onSelect={() => setSharing(true)}>
                      <MenuIcon icon={Share2} /> Share
                    </MenuAction>
                  </>
                ) : null}
                {onDelete ? (
                  <>
                    <div role="separator" className="menu-separator" />
                    <MenuAction close={close} onSelect={onDelete} className="menu-item menu-item--danger">
                      <MenuIcon icon={Trash2} /> Delete
                    </MenuAction>
                  </>
                ) : null}
              </>
            )}
          </MenuButton>
        </div>
      </div>
      {sharing ? <ShareByLinkDialog name={website.title} stateUrl={`/landings/${website.id}/unique-id`} sharingUrl={`/landings/${website.id}/sharing`} link={shareLink} onClose={() => setSharing(false)} /> : null}
    </li>
  );
}
