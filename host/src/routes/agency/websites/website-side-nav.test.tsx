// @vitest-environment jsdom
import { apps as installedApps } from '@tessera/plugins';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

/** The installed apps' website screens with a side bar entry, in the manifest's order, with their group (Content unless named) and the permission each asks (pages.view unless it names one). */
const APP_ENTRIES = installedApps.flatMap((installed) =>
  (installed.screens ?? [])
    .filter((screen) => screen.scope === 'website' && screen.nav)
    .map((screen) => ({ label: screen.nav!.label, group: screen.nav!.group ?? 'content', permission: screen.permission ?? 'pages.view' })),
);
/** The apps' entries of `group` a caller holding `permissions` sees (all of them without). */
const appEntries = (group: string, permissions?: readonly string[]) =>
  APP_ENTRIES.filter((entry) => entry.group === group && (!permissions || permissions.includes(entry.permission))).map((entry) => entry.label);
/** The website's own screens by group, in the side bar's order, with the apps' entries of each group after them. */
const OWNER_GROUPS: [string, string, string[]][] = [
  ['site', 'Site', ['Pages', 'Menus', 'Forms', 'Files', 'Redirects', 'Backups']],
  ['content', 'Content', []],
  ['sell', 'Sell', ['Products', 'Coupons', 'Gateways', 'Subscriptions', 'Invoices']],
  ['audience', 'Audience', ['Contacts', 'Stats', 'Keywords', 'Cards']],
  ['settings', 'Settings', ['Settings', 'Integrations', 'Webhooks']],
];
const ownerLinks = OWNER_GROUPS.flatMap(([group, , own]) => [...own, ...appEntries(group)]);
const ownerGroups = OWNER_GROUPS.filter(([group, , own]) => own.length + appEntries(group).length > 0).map(([, heading]) => heading);

const nav = (label: string) => app!.view.container.querySelector<HTMLElement>(`nav[aria-label="${label}"]`);
const links = () => [...nav('Website')!.querySelectorAll('a')].map((link) => link.textContent?.trim());
const groupToggles = () => [...nav('Website')!.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
const visibleLinks = () => [...nav('Website')!.querySelectorAll('a')].filter((link) => !link.closest('[hidden]')).map((link) => link.textContent?.trim());
const current = () => [...nav('Website')!.querySelectorAll('a[aria-current="page"]')].map((link) => link.textContent?.trim());

setUpAppTests(PROFILES.agency);

beforeEach(() => {
  mockApi({ 'GET /api/v1/config': () => ({ body: CONFIG }) });
});

describe('the side bar inside a website', () => {
  it("lists the website's screens to its owner, with the current one marked, and the way back", async () => {
    app = await openApp('/agency/websites/12/forms');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(nav('Main')).toBeNull();
    // In groups: Site, Content (the apps' entries unless they name another group), Sell, Audience, Settings.
    expect(links()).toEqual(['← All websites', ...ownerLinks]);
    expect(groupToggles().map((toggle) => toggle.textContent)).toEqual(ownerGroups);
    expect(current()).toEqual(['Forms']);
    expect(app.link('Keywords')?.getAttribute('href')).toBe('/agency/websites/12/keywords');
    expect(app.link('← All websites')?.getAttribute('href')).toBe('/agency/websites');
  });

  it('marks the screen an editor route belongs to', async () => {
    app = await openApp('/agency/websites/12/settings/redirect/create');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(current()).toEqual(['Settings']);
    app.view.unmount();
    app = await openApp('/agency/websites/12/menu/4/edit');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(current()).toEqual(['Menus']);
    app.view.unmount();
    app = await openApp('/agency/websites/12/podcast/4/edit');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(current()).toEqual(['Episodes']);
  });

  it('shows a sub-user only the screens their permissions on this website open', async () => {
    const permissions = ['pages.view', 'contacts.view'];
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions }] });
    app = await openApp('/agency/websites/12/contacts');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(links()).toEqual(['← All websites', 'Pages', ...appEntries('site', permissions), ...OWNER_GROUPS.slice(1, 3).flatMap(([group]) => appEntries(group, permissions)), 'Contacts', ...appEntries('audience', permissions), ...appEntries('settings', permissions)]);
    // A group with nothing the sub-user may open is not shown at all.
    expect(groupToggles().map((toggle) => toggle.textContent)).not.toContain('Sell');
    expect(current()).toEqual(['Contacts']);
  });

  it('lists the statistics to a sub-user only with the permission to view them', async () => {
    const permissions = ['pages.view', 'stats.view'];
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions }] });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(links()).toEqual(['← All websites', 'Pages', ...appEntries('site', permissions), ...OWNER_GROUPS.slice(1, 3).flatMap(([group]) => appEntries(group, permissions)), 'Stats', ...appEntries('audience', permissions), ...appEntries('settings', permissions)]);
    expect(current()).toEqual(['Stats']);
  });

  it('folds a group, remembers it on the next visit, and opens it again when one of its screens is reached', async () => {
    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    const sell = groupToggles().find((toggle) => toggle.textContent === 'Sell')!;
    expect(sell.getAttribute('aria-expanded')).toBe('true');
    act(() => sell.click());
    expect(sell.getAttribute('aria-expanded')).toBe('false');
    expect(visibleLinks()).not.toContain('Products');
    expect(visibleLinks()).toContain('Contacts');
    app.view.unmount();

    app = await openApp('/agency/websites/12/pages');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(visibleLinks()).not.toContain('Coupons');
    await act(() => app!.router.navigate('/agency/websites/12/coupons'));
    await waitFor(() => expect(current()).toEqual(['Coupons']));
    expect(visibleLinks()).toContain('Coupons');
    expect(groupToggles().find((toggle) => toggle.textContent === 'Sell')!.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the main side bar outside a website', async () => {
    app = await openApp('/agency/websites');
    await waitFor(() => expect(nav('Main')).not.toBeNull());
    expect(nav('Website')).toBeNull();
  });
});
