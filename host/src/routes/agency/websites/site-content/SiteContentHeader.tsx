import type { PermissionKey } from '@tessera/core';
import { Link } from 'react-router-dom';
import { useLanding } from '../../../../api/landings-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';

interface SiteContentHeaderProps {
  landingId: number;
  /** "Blog", "Episodes": the screen's title, "… of <website>" once the website is known. */
  title: string;
  /** The item's name, one and many, for the count. */
  noun: readonly [string, string];
  total: number | undefined;
  /** Where the list is published on the site ("/blog"). */
  sitePath: string;
  create: { to: string; label: string; permission: PermissionKey };
  search: string;
  onSearch(search: string): void;
}

/** The header of a website's published content list (blog posts, episodes): back to pages, count, the list on the site, create, search. */
export function SiteContentHeader({ landingId, title, noun, total, sitePath, create, search, onSearch }: SiteContentHeaderProps) {
  const landing = useLanding(landingId).data;
  return (
    <>
      <ScreenHeader
        title={landing ? `${title} of ${landing.title}` : title}
        back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }}
        count={total === undefined ? null : countLabel(total, noun[0], noun[1])}
      >
        {landing ? (
          <a className="btn" href={`${landing.url.replace(/\/$/, '')}${sitePath}`} target="_blank" rel="noopener noreferrer">
            View {title.toLowerCase()}
          </a>
        ) : null}
        <PermissionGate landingId={landingId} permission={create.permission}>
          <Link className="btn btn--primary" to={create.to}>
            {create.label}
          </Link>
        </PermissionGate>
      </ScreenHeader>
      <div className="toolbar">
        <SearchBox label={`Search ${noun[1]}`} value={search} onSearch={onSearch} />
      </div>
    </>
  );
}
