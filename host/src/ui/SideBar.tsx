import type { Role } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';
import { NavLink, useLocation } from 'react-router-dom';
import { useInstalledApps } from '../apps/installed-apps.tsx';
import { useSession } from '../auth/session-store.ts';
import { websiteOfPath } from '../routes/agency/websites/website-sections.ts';
import { WebsiteSideNav } from '../routes/agency/websites/WebsiteSideNav.tsx';

interface NavItem {
  to: string;
  label: string;
}

const subUserNav: readonly NavItem[] = [
  { to: '/agency/websites', label: 'Websites' },
  { to: '/agency/card/transfers', label: 'Card transfers' },
  { to: '/agency/profile', label: 'Profile' },
];

/** Sub-users see only their whitelisted screens (spec §6); only the agency owner manages users. */
const NAV_BY_ROLE: Record<Role, readonly NavItem[]> = {
  Admin: [
    { to: '/admin/agencies', label: 'Agencies' },
    { to: '/admin/templates', label: 'Site templates' },
    { to: '/admin/page-templates', label: 'Page templates' },
    { to: '/admin/blocks', label: 'Blocks' },
    // The payment area's root, so the entry stays marked on its plans, prices and order pages.
    { to: '/admin/payment', label: 'Plans and prices' },
    { to: '/admin/whitelabels', label: 'White-labels' },
    { to: '/admin/widgets', label: 'Dashboard widgets' },
    { to: '/admin/profile', label: 'Profile' },
  ],
  Agency: [
    { to: '/agency/websites', label: 'Websites' },
    { to: '/agency/users', label: 'Users' },
    { to: '/agency/subscription', label: 'Subscription' },
    { to: '/agency/payment-methods', label: 'Payment methods' },
    { to: '/agency/premium-apps', label: 'Premium apps' },
    { to: '/agency/reseller-subscriptions', label: 'Reseller' },
    { to: '/agency/card/transfers', label: 'Card transfers' },
    { to: '/agency/profile', label: 'Profile' },
  ],
  AgencyUser: subUserNav,
  WebsiteUser: subUserNav,
  CardUser: [
    { to: '/user/cards', label: 'Cards' },
    { to: '/user/profile', label: 'Profile' },
  ],
};

/** The role's entries with the apps' screens of its area (agency owner, admin) before Profile. */
function navWithApps(role: 'Agency' | 'Admin', apps: readonly AppDefinition[]): NavItem[] {
  const scope = role === 'Agency' ? 'agency' : 'admin';
  const fromApps = apps.flatMap((app) => (app.screens ?? []).flatMap((screen) => (screen.scope === scope && screen.nav ? [{ to: `/${scope}/${screen.path}`, label: screen.nav.label }] : [])));
  const entries = NAV_BY_ROLE[role];
  return [...entries.slice(0, -1), ...fromApps, entries.at(-1)!];
}

/** Shown only to a signed-in user (spec §2); inside a website it lists that website's screens. */
export function SideBar() {
  const user = useSession((s) => s.user);
  const website = websiteOfPath(useLocation().pathname);
  const apps = useInstalledApps();
  if (!user) return null;
  if (website && user.role !== 'CardUser') return <WebsiteSideNav landingId={website.landingId} rest={website.rest} />;
  const items = user.role === 'Agency' || user.role === 'Admin' ? navWithApps(user.role, apps) : NAV_BY_ROLE[user.role];
  return (
    <nav className="side-bar" aria-label="Main">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => (isActive ? 'side-bar__link is-active' : 'side-bar__link')}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
