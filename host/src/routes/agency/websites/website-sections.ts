import type { PermissionKey } from '@tessera/core';
import { WEBSITE_NAV_GROUPS, type AppDefinition, type WebsiteNavGroup } from '@tessera/sdk';

/** One screen of a website, as the side bar lists it. */
export interface WebsiteSection {
  label: string;
  /** Its path under /agency/websites/{id}/. */
  path: string;
  /** Other path starts that belong to it: its create and edit routes. */
  within: readonly string[];
  /** The permission its server routes ask of sub-users (spec §6). */
  permission: PermissionKey;
  /** The app it belongs to, for the ones apps bring. */
  app?: string;
  /** The side bar's group it is listed in. */
  group: WebsiteNavGroup;
}

/** The side bar's groups, in order, with their headings. */
export const WEBSITE_GROUP_LABELS: Record<WebsiteNavGroup, string> = { site: 'Site', content: 'Content', sell: 'Sell', audience: 'Audience', settings: 'Settings' };

export const WEBSITE_SECTIONS: readonly WebsiteSection[] = [
  { label: 'Pages', path: 'pages', within: [], permission: 'pages.view', group: 'site' },
  { label: 'Menus', path: 'menus', within: ['menu/'], permission: 'menus.edit', group: 'site' },
  { label: 'Forms', path: 'forms', within: ['form/'], permission: 'forms.edit', group: 'site' },
  { label: 'Files', path: 'files', within: [], permission: 'files.upload', group: 'site' },
  { label: 'Redirects', path: 'redirects', within: ['redirect/'], permission: 'redirects.edit', group: 'site' },
  { label: 'Backups', path: 'backups', within: [], permission: 'backups.manage', group: 'site' },
  { label: 'Products', path: 'products', within: [], permission: 'products.edit', group: 'sell' },
  { label: 'Coupons', path: 'coupons', within: [], permission: 'products.edit', group: 'sell' },
  { label: 'Gateways', path: 'gateways', within: ['gateway/'], permission: 'gateways.edit', group: 'sell' },
  { label: 'Subscriptions', path: 'subscriptions', within: [], permission: 'invoices.view', group: 'sell' },
  { label: 'Invoices', path: 'invoices', within: [], permission: 'invoices.view', group: 'sell' },
  { label: 'Contacts', path: 'contacts', within: [], permission: 'contacts.view', group: 'audience' },
  { label: 'Stats', path: 'stats', within: [], permission: 'stats.view', group: 'audience' },
  { label: 'Keywords', path: 'keywords', within: [], permission: 'keywords.edit', group: 'audience' },
  { label: 'Cards', path: 'cards', within: ['card/'], permission: 'cards.edit', group: 'audience' },
  { label: 'Settings', path: 'settings', within: ['edit'], permission: 'settings.edit', group: 'settings' },
  { label: 'Integrations', path: 'integrations', within: ['integration/'], permission: 'integrations.edit', group: 'settings' },
  { label: 'Webhooks', path: 'webhooks', within: [], permission: 'integrations.edit', group: 'settings' },
];

/**
 * The side bar's sections with the apps' website screens, group by group: an app's entries go
 * into the group they name (Content unless they name one), after the website's own, in manifest
 * order; its screens without an entry (create, edit) count as within the nearest one before them.
 */
export function websiteSections(apps: readonly AppDefinition[]): WebsiteSection[] {
  const fromApps = apps.flatMap((app) => {
    const sections: (WebsiteSection & { within: string[] })[] = [];
    for (const screen of (app.screens ?? []).filter((entry) => entry.scope === 'website')) {
      if (screen.nav) sections.push({ label: screen.nav.label, path: screen.path, within: [], permission: screen.permission ?? 'pages.view', app: app.id, group: screen.nav.group ?? 'content' });
      else sections.at(-1)?.within.push(screen.path.replace(/:[^/]+.*$/, ''));
    }
    return sections;
  });
  return WEBSITE_NAV_GROUPS.flatMap((group) => [...WEBSITE_SECTIONS, ...fromApps].filter((section) => section.group === group));
}

/** The website a dashboard address is inside (/agency/websites/{id}/…), with the rest of the path; null elsewhere. */
export function websiteOfPath(pathname: string): { landingId: number; rest: string } | null {
  const match = /^\/agency\/websites\/([1-9]\d{0,9})\/(.+)$/.exec(pathname);
  return match ? { landingId: Number(match[1]), rest: match[2]! } : null;
}

/** The section `rest` (a path under the website) belongs to. */
export function sectionOf(rest: string, sections: readonly WebsiteSection[]): WebsiteSection | undefined {
  const matches = (start: string) => rest === start || rest.startsWith(start.endsWith('/') ? start : `${start}/`);
  return sections.find((section) => matches(section.path) || section.within.some(matches));
}
