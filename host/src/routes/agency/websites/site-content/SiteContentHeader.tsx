import type { ContentListHeaderProps } from '@tessera/sdk/dashboard';
import { Link } from 'react-router-dom';
import { useLanding } from '../../../../api/landings-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { countLabel, ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';

type SiteContentHeaderProps = ContentListHeaderProps & { landingId: number };

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
