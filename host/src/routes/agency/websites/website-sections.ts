import type { PermissionKey } from '@tessera/core';
import type { AppDefinition } from '@tessera/sdk';

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
}

export const WEBSITE_SECTIONS: readonly WebsiteSection[] = [
  { label: 'Pages', path: 'pages', within: [], permission: 'pages.view' },
  { label: 'Settings', path: 'settings', within: ['edit'], permission: 'settings.edit' },
  { label: 'Forms', path: 'forms', within: ['form/'], permission: 'forms.edit' },
  { label: 'Menus', path: 'menus', within: ['menu/'], permission: 'menus.edit' },
  { label: 'Redirects', path: 'redirects', within: ['redirect/'], permission: 'redirects.edit' },
  { label: 'Webhooks', path: 'webhooks', within: [], permission: 'integrations.edit' },
  { label: 'Integrations', path: 'integrations', within: ['integration/'], permission: 'integrations.edit' },
  { label: 'Gateways', path: 'gateways', within: ['gateway/'], permission: 'gateways.edit' },
  { label: 'Products', path: 'products', within: [], permission: 'products.edit' },
  { label: 'Coupons', path: 'coupons', within: [], permission: 'products.edit' },
  { label: 'Subscriptions', path: 'subscriptions', within: [], permission: 'invoices.view' },
  { label: 'Invoices', path: 'invoices', within: [], permission: 'invoices.view' },
  { label: 'Files', path: 'files', within: [], permission: 'files.upload' },
  { label: 'Backups', path: 'backups', within: [], permission: 'backups.manage' },
  { label: 'Contacts', path: 'contacts', within: [], permission: 'contacts.view' },
  { label: 'Keywords', path: 'keywords', within: [], permission: 'keywords.edit' },
  { label: 'Stats', path: 'stats', within: [], permission: 'stats.view' },
  { label: 'Cards', path: 'cards', within: ['card/'], permission: 'cards.edit' },
];

/** The website's own pages: the apps' entries (the blog, the episodes…) follow them. */
const CONTENT_SECTIONS = 1;

/**
 * The side bar's sections with the apps' website screens: an app's entries come after the
 * website's own content, in manifest order, and its screens without an entry (create, edit)
 * count as within the nearest one before them.
 */
export function websiteSections(apps: readonly AppDefinition[]): WebsiteSection[] {
  const fromApps = apps.flatMap((app) => {
    const sections: (WebsiteSection & { within: string[] })[] = [];
    for (const screen of (app.screens ?? []).filter((entry) => entry.scope === 'website')) {
      if (screen.nav) sections.push({ label: screen.nav.label, path: screen.path, within: [], permission: screen.permission ?? 'pages.view', app: app.id });
      else sections.at(-1)?.within.push(screen.path.replace(/:[^/]+.*$/, ''));
    }
    return sections;
  });
  return [...WEBSITE_SECTIONS.slice(0, CONTENT_SECTIONS), ...fromApps, ...WEBSITE_SECTIONS.slice(CONTENT_SECTIONS)];
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
