import type { APIRequestContext, Page } from '@playwright/test';
import { apps, elements } from '@tessera/plugins';
import { WEBSITE_SECTIONS } from '../../host/src/routes/agency/websites/website-sections.ts';
import { apiHeaders, demoWebsite, signIn } from './support/account-api.ts';
import { openInApp } from './support/app-navigation.ts';
import { violations } from './support/axe.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { designOf, publishDemoDesign, siteUrl } from './support/published-design.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';
import { expect, test } from './support/test.ts';

/** The two screen sizes: a laptop, and a phone (where every screen must also fit without sideways scroll). */
const SCREENS = [
  { name: 'laptop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** One of every element an agency may place without a premium grant, with its defaults. */
const everyElement = designOf(elements.filter((definition) => !definition.premium).map((definition) => ({ key: definition.id })));

interface Opening {
  exclude?: string;
  /** As the open app's own links show it, rather than by a fresh load. */
  inApp?: boolean;
  /** Checked at both SCREENS sizes, rather than at the page's as it is. */
  bothSizes?: boolean;
}

/**
 * Opens `path`, waits for `ready`, and checks the screen with axe: at the page's size, or at
 * each of SCREENS in turn. The app's screens lay themselves out by CSS alone (no script reads
 * the window's size), so one opening serves both sizes, as in the starter collection's looks.
 */
async function expectAccessible(page: Page, path: string, ready: () => Promise<void>, { exclude, inApp = false, bothSizes = false }: Opening = {}) {
  await (inApp ? openInApp(page, path) : page.goto(path));
  await ready();
  await expectAccessibleAsShown(page, path, { exclude, bothSizes });
}

/** Checks the screen as it is shown now with axe, and on a phone-sized page for sideways scroll. */
async function expectAccessibleAsShown(page: Page, label: string, { exclude, bothSizes }: Pick<Opening, 'exclude' | 'bothSizes'>) {
  for (const screen of bothSizes ? SCREENS : [null]) {
    if (screen) await page.setViewportSize(screen);
    const at = screen ? `${label} on a ${screen.name}` : label;
    expect(await violations(page, { exclude }), at).toEqual([]);
    if (page.viewportSize()!.width < 600) await expectNoSidewaysScroll(page, at);
  }
}

const heading = (page: Page) => () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

test('the sign-in screen has no accessibility violations', async ({ page }) => {
  await expectAccessible(page, '/login', heading(page));
});

test('a published page of every element with its defaults has no accessibility violations', async ({ page, request, baseURL }) => {
  await publishDemoDesign(request, everyElement);
  await expectAccessible(page, siteUrl(baseURL), () => expect(page.locator('.ts-element').first()).toBeVisible());
});

/** The demo agency signed in at `screen`'s size on its websites list, its website's home page holding one of every element. */
async function signedInAgency(page: Page, request: APIRequestContext, screen: (typeof SCREENS)[number] = SCREENS[0]) {
  await page.setViewportSize(screen);
  const website = await demoWebsite(request);
  await publishDemoDesign(request, everyElement);
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  return website;
}

/** The app stays open from the websites list on: each screen is shown as its links show it. */
const inApp = { inApp: true, bothSizes: true };

/** The installed apps' own screens in `scope`, as their manifests list them (not those with an id in their address; full-screen designers are the designer). */
const appScreensOf = (scope: 'website' | 'agency', websiteId: number) =>
  apps.flatMap((app) =>
    (app.screens ?? []).flatMap((screen) => {
      if (screen.path.includes(':') || screen.fullScreen || screen.scope !== scope) return [];
      return [scope === 'website' ? `/agency/websites/${websiteId}/${screen.path}` : `/agency/${screen.path}`];
    }),
  );

const bothScreens = SCREENS.map((screen) => `a ${screen.name} (${screen.width}×${screen.height})`).join(' and ');

// Each screen is audited in full; the screens are three tests so that each fits its time on the 2-core machine.
test(`the agency screens have no accessibility violations on ${bothScreens}`, async ({ page, request }) => {
  test.slow();
  const website = await signedInAgency(page, request);
  await expectAccessible(page, '/agency/websites', () => expect(page.getByRole('link', { name: 'Demo website', exact: true })).toBeVisible(), { bothSizes: true });
  await expectAccessible(page, '/agency/subscription', () => expect(page.getByRole('heading', { name: 'Choose a plan' })).toBeVisible(), inApp);
  await expectAccessible(page, '/agency/payment-methods/create', () => expect(page.getByLabel('Card number')).toBeVisible(), inApp);
  await expectAccessible(page, '/agency/premium-apps', () => expect(page.getByRole('heading', { name: 'Add-ons' })).toBeVisible(), inApp);
  await expectAccessible(page, '/agency/reseller-subscriptions', () => expect(page.getByRole('heading', { name: 'Reseller plans' })).toBeVisible(), inApp);
  for (const path of ['/agency/users', '/agency/profile', ...appScreensOf('agency', website.id)]) {
    await expectAccessible(page, path, heading(page), inApp);
  }
  // A channel's videos with one video's comments opened (the demo video site has the demo channel, without comments).
  const channel = await request.post('/api/v1/youtube/channel', { headers: await apiHeaders(request, E2E_DEMO), data: { channel_id: 'UCdemoTesseraChannel0001' } });
  expect(channel.ok(), await channel.text()).toBe(true);
  await page.goto(`/agency/video-channels/${(await channel.json()).data.id}`);
  await page.getByRole('button', { name: /^Show the comments on / }).first().click();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await expectAccessibleAsShown(page, 'a channel with its comments opened', { bothSizes: true });
});

test(`every website screen has no accessibility violations on ${bothScreens}`, async ({ page, request }) => {
  test.slow();
  const website = await signedInAgency(page, request);
  for (const path of [...WEBSITE_SECTIONS.map((section) => `/agency/websites/${website.id}/${section.path}`), ...appScreensOf('website', website.id)]) {
    await expectAccessible(page, path, heading(page), inApp);
  }
});

test(`the admin lists have no accessibility violations on ${bothScreens}`, async ({ page, request }) => {
  test.slow();
  const headers = await apiHeaders(request, E2E_ADMIN);
  const template = (await (await request.get('/api/v1/admin-templates', { headers })).json()).data[0] as { id: number };
  expect((await request.post(`/api/v1/admin-templates/${template.id}/blogs`, { headers, data: { title: 'Welcome to our blog' } })).ok()).toBe(true);
  await page.setViewportSize(SCREENS[0]);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/agencies$/);
  const templateScreens = [`/admin/templates/${template.id}/pages`, `/admin/templates/${template.id}/blog`, `/admin/templates/${template.id}/blog/create`];
  const adminScreens = ['/admin/agencies', '/admin/templates', ...templateScreens, '/admin/page-templates', '/admin/blocks', '/admin/widgets', '/admin/blog', '/admin/profile'];
  const paymentScreens = ['/admin/payment/plans', '/admin/payment/plans/create', '/admin/payment/prices', '/admin/payment/prices/create'];
  // Signed in on the first screen, loaded afresh; the others as the app's links show them.
  for (const [index, path] of [...adminScreens, ...paymentScreens].entries()) {
    await expectAccessible(page, path, heading(page), { inApp: index > 0, bothSizes: true });
  }
});

for (const screen of SCREENS) {
  test(`the designer has no accessibility violations on a ${screen.name} (${screen.width}×${screen.height})`, async ({ page, request }) => {
    const website = await signedInAgency(page, request, screen);
    await expectAccessible(page, `/agency/websites/${website.id}/pages/${website.home_page_id}/design`, () => expect(page.getByTestId('canvas')).toBeVisible());
    // With an element selected, the inspector shows its panel. A phone selects it in the Layers tab:
    // at its fit zoom (29%) the section's tools, kept at a readable size, cover the first element.
    const first = page.getByTestId('canvas-element').first();
    if (screen.width < 600) {
      await page.getByRole('tab', { name: 'Layers' }).click();
      await page.getByTestId('layers').locator(`[data-layer-id="${await first.getAttribute('data-element-id')}"]`).click();
    } else {
      await first.click({ position: { x: 4, y: 4 } });
    }
    await expect(page.getByRole('complementary', { name: 'Settings' }).getByRole('heading').first()).toBeVisible();
    expect(await violations(page), 'designer with an element selected').toEqual([]);
  });
}

test("the platform's shared post, as anyone reads it, has no accessibility violations", async ({ page, request }) => {
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-blogs', { headers, data: { title: 'Ten tips for a faster website', description: 'Small changes that count.', author: 'Tessera' } });
  const postId = (await created.json()).data.id as number;
  const published = await request.post(`/api/v1/admin-blogs/${postId}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  // The post's page in its sandboxed frame runs no script, so axe cannot enter it; it is a published page, audited as those are above.
  await expectAccessible(page, `/admin-blog/${(await published.json()).data.unique_id}`, () => expect(page.locator('iframe')).toBeVisible(), { exclude: 'iframe' });
});
