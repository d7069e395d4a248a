import { Link } from 'react-router-dom';
import { useSession } from '../../../auth/session-store.ts';
import { permissionsOn } from '../../../auth/permissions.ts';
import { sectionOf, WEBSITE_SECTIONS } from './website-sections.ts';

/**
 * The side bar inside a website: its screens, the current one marked, and the way back to all
 * websites. A sub-user sees only the screens their permissions on this website open.
 */
export function WebsiteSideNav({ landingId, rest }: { landingId: number; rest: string }) {
  const held = permissionsOn(useSession((s) => s.user), landingId);
  const current = sectionOf(rest);
  return (
    <nav className="side-bar" aria-label="Website">
      <ul>
        <li>
          <Link to="/agency/websites" className="side-bar__link side-bar__back">
            ← All websites
          </Link>
        </li>
        {WEBSITE_SECTIONS.filter((section) => held.includes(section.permission)).map((section) => {
          const isCurrent = section === current;
          return (
            <li key={section.path}>
              <Link
                to={`/agency/websites/${landingId}/${section.path}`}
                className={isCurrent ? 'side-bar__link is-active' : 'side-bar__link'}
                aria-current={isCurrent ? 'page' : undefined}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
