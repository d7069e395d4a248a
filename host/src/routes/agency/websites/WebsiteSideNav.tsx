import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useInstalledAppGrants } from '../../../api/apps-api.ts';
import { useInstalledApps } from '../../../apps/installed-apps.tsx';
import { useSession } from '../../../auth/session-store.ts';
import { permissionsOn } from '../../../auth/permissions.ts';
import { sectionOf, websiteSections } from './website-sections.ts';

/**
 * The side bar inside a website: its screens and the apps', the current one marked, and the way
 * back to all websites. A sub-user sees only the screens their permissions on this website open;
 * an app the agency does not hold is marked locked (its screen says how to get it).
 */
export function WebsiteSideNav({ landingId, rest }: { landingId: number; rest: string }) {
  const held = permissionsOn(useSession((s) => s.user), landingId);
  const apps = useInstalledApps();
  const sections = useMemo(() => websiteSections(apps), [apps]);
  const grants = useInstalledAppGrants({ enabled: apps.length > 0 }).data;
  const locked = (app: string | undefined) => app !== undefined && grants !== undefined && !grants.some((entry) => entry.id === app && entry.held);
  const current = sectionOf(rest, sections);
  return (
    <nav className="side-bar" aria-label="Website">
      <ul>
        <li>
          <Link to="/agency/websites" className="side-bar__link side-bar__back">
            ← All websites
          </Link>
        </li>
        {sections.filter((section) => held.includes(section.permission)).map((section) => {
          const isCurrent = section === current;
          return (
            <li key={section.path}>
              <Link
                to={`/agency/websites/${landingId}/${section.path}`}
                className={isCurrent ? 'side-bar__link is-active' : 'side-bar__link'}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {section.label}
                {locked(section.app) ? <span className="side-bar__badge"> (locked)</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
