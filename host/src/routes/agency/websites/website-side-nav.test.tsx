// @vitest-environment jsdom
import { apps as installedApps } from '@tessera/plugins';
import { beforeEach, describe, expect, it } from 'vitest';
import { openApp, PROFILES, setUpAppTests, signedInAs, type OpenedApp } from '../../../test/app.tsx';
import { CONFIG, mockApi } from '../../../test/mock-api.ts';
import { waitFor } from '../../../test/render.tsx';

let app: OpenedApp | undefined;

/** The installed apps' website screens with a side bar entry, in the manifest's order, and the permission each asks (pages.view unless it names one). */
const APP_ENTRIES = installedApps.flatMap((installed) =>
  (installed.screens ?? []).filter((screen) => screen.scope === 'website' && screen.nav).map((screen) => ({ label: screen.nav!.label, permission: screen.permission ?? 'pages.view' })),
);
/** The apps' entries a caller holding `permissions` sees (all of them without). */
const appEntries = (permissions?: readonly string[]) => APP_ENTRIES.filter((entry) => !permissions || permissions.includes(entry.permission)).map((entry) => entry.label);

const nav = (label: string) => app!.view.container.querySelector<HTMLElement>(`nav[aria-label="${label}"]`);
const links = () => [...nav('Website')!.querySelectorAll('a')].map((link) => link.textContent?.trim());
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
    // The apps' entries follow the website's own pages.
    expect(links()).toEqual(['← All websites', 'Pages', ...appEntries(), 'Settings', 'Forms', 'Menus', 'Redirects', 'Webhooks', 'Integrations', 'Gateways', 'Products', 'Coupons', 'Subscriptions', 'Invoices', 'Files', 'Backups', 'Contacts', 'Keywords', 'Stats', 'Cards']);
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
    expect(links()).toEqual(['← All websites', 'Pages', ...appEntries(permissions), 'Contacts']);
    expect(current()).toEqual(['Contacts']);
  });

  it('lists the statistics to a sub-user only with the permission to view them', async () => {
    const permissions = ['pages.view', 'stats.view'];
    signedInAs({ ...PROFILES.agencyUser, user_landings: [{ landing_id: 12, permissions }] });
    app = await openApp('/agency/websites/12/stats');
    await waitFor(() => expect(nav('Website')).not.toBeNull());
    expect(links()).toEqual(['← All websites', 'Pages', ...appEntries(permissions), 'Stats']);
    expect(current()).toEqual(['Stats']);
  });

  it('keeps the main side bar outside a website', async () => {
    app = await openApp('/agency/websites');
    await waitFor(() => expect(nav('Main')).not.toBeNull());
    expect(nav('Website')).toBeNull();
  });
});
