import { IconSvg, type WebsiteNavGroup } from '@tessera/sdk';
import { ChevronDown, FileText, LayoutTemplate, Settings, ShoppingBag, Users, type IconNode } from 'lucide';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useInstalledAppGrants } from '../../../api/apps-api.ts';
import { useInstalledApps } from '../../../apps/installed-apps.tsx';
import { useSession } from '../../../auth/session-store.ts';
import { permissionsOn } from '../../../auth/permissions.ts';
import { sectionOf, WEBSITE_GROUP_LABELS, websiteSections, type WebsiteSection } from './website-sections.ts';

const GROUP_ICONS: Record<WebsiteNavGroup, IconNode> = { site: LayoutTemplate, content: FileText, sell: ShoppingBag, audience: Users, settings: Settings };

/** The groups the user folded, kept for the next visit in this browser. */
const FOLDED_KEY = 'tessera.websiteNav.folded';

function readFolded(): WebsiteNavGroup[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(FOLDED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((group): group is WebsiteNavGroup => typeof group === 'string' && group in WEBSITE_GROUP_LABELS) : [];
  } catch {
    return [];
  }
}

/**
 * The side bar inside a website: its screens and the apps', in groups (Site, Content, Sell,
 * Audience, Settings) that fold, the current one marked, and the way back to all websites. A
 * sub-user sees only the screens their permissions on this website open, and no group left
 * empty; an app the agency does not hold is marked locked (its screen says how to get it).
 */
export function WebsiteSideNav({ landingId, rest }: { landingId: number; rest: string }) {
  const held = permissionsOn(useSession((s) => s.user), landingId);
  const apps = useInstalledApps();
  const sections = useMemo(() => websiteSections(apps), [apps]);
  const grants = useInstalledAppGrants({ enabled: apps.length > 0 }).data;
  const locked = (app: string | undefined) => app !== undefined && grants !== undefined && !grants.some((entry) => entry.id === app && entry.held);
  const current = sectionOf(rest, sections);
  const [folded, setFolded] = useState(readFolded);
  const fold = (next: WebsiteNavGroup[]) => {
    setFolded(next);
    localStorage.setItem(FOLDED_KEY, JSON.stringify(next));
  };
  // Arriving at a screen of a folded group (a link, the back button) opens the group, so the mark is seen.
  const currentGroup = current?.group;
  useEffect(() => {
    if (currentGroup) setFolded((was) => was.filter((group) => group !== currentGroup));
  }, [currentGroup]);

  const groups = new Map<WebsiteNavGroup, WebsiteSection[]>();
  for (const section of sections.filter((entry) => held.includes(entry.permission))) groups.set(section.group, [...(groups.get(section.group) ?? []), section]);

  return (
    <nav className="side-bar side-bar--grouped" aria-label="Website">
      <Link to="/agency/websites" className="side-bar__link side-bar__back">
        ← All websites
      </Link>
      {[...groups].map(([group, entries]) => {
        const open = !folded.includes(group);
        const listId = `website-nav-${group}`;
        return (
          <div key={group} className="side-bar__group">
            <button type="button" className="side-bar__group-toggle" aria-expanded={open} aria-controls={listId} onClick={() => fold(open ? [...folded, group] : folded.filter((entry) => entry !== group))}>
              <IconSvg node={GROUP_ICONS[group]} size={16} />
              <span>{WEBSITE_GROUP_LABELS[group]}</span>
              <IconSvg node={ChevronDown} size={14} className="side-bar__chevron" />
            </button>
            <ul id={listId} hidden={!open}>
              {entries.map((section) => {
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
          </div>
        );
      })}
    </nav>
  );
}
