import type { Page } from '@playwright/test';
import { apiHeaders, demoWebsite, uniqueEmail } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { designOf, saveDemoDesign } from './support/published-design.ts';
import { violations } from './support/axe.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

/** No sideways scrolling on a desktop or a phone, and accessible on the phone; a picture of each width is kept with the test's output. */
async function looksRight(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width}px`);
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  // The shared page's own content in its frame is the agency's, not the screen's.
  expect(await violations(page, { exclude: 'iframe' }), name).toEqual([]);
}

test('a signed-out visitor opens a shared page by its link until sharing is switched off, and signs up from the home screen', async ({ page, request }, testInfo) => {
  // Four screens each audited by axe: past a minute on the busy 2-core machine.
  test.slow();
  const outputPath = (name: string) => testInfo.outputPath(name);
  const headers = await apiHeaders(request, E2E_DEMO);
  const website = await demoWebsite(request);
  await saveDemoDesign(request, designOf([{ key: 'headline', props: { text: 'Words worth sharing' } }]));
  const sharing = `/api/v1/landings/${website.id}/pages/${website.home_page_id}/sharing`;
  const on = await request.put(sharing, { headers, data: { sharing: true } });
  expect(on.ok(), await on.text()).toBe(true);
  const uniqueId: string = (await on.json()).data.unique_id;

  await page.goto(`/agency/pages/${uniqueId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`A page of ${website.title}, shared by link.`)).toBeVisible();
  await expect(page.frameLocator('iframe.shared-page__frame').getByText('Words worth sharing')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/agency/pages/${uniqueId}$`));
  await looksRight(page, 'shared-page', outputPath);

  await request.put(sharing, { headers, data: { sharing: false } });
  await page.reload();
  await expect(page.getByText('This share link does not work')).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true }).first()).toHaveAttribute('href', '/login');
  await looksRight(page, 'home', outputPath);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await looksRight(page, 'register', outputPath);
  await page.getByLabel('Your name').fill('Rita Register');
  await page.getByLabel('Agency name (optional)').fill('Rita Studio');
  await page.getByLabel('Email').fill(uniqueEmail('register'));
  await page.getByLabel('Password', { exact: true }).fill('rita-password-123');
  await page.getByLabel('Confirm password').fill('rita-password-123');
  await page.getByRole('button', { name: 'Create my agency' }).click();
  await expect(page).toHaveURL(/\/agency\//);

  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto('/order');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a plan' })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Plans' }).or(visitor.getByText('No paid plan is on sale right now'))).toBeVisible();
  await looksRight(visitor, 'order', outputPath);
  await visitor.context().close();
});

test("a signed-out visitor opens a website's shared blog post by its link, signs in and is brought back to copy it", async ({ page, request }, testInfo) => {
  test.slow();
  const headers = await apiHeaders(request, E2E_DEMO);
  const website = await demoWebsite(request);
  const title = `Sourdough secrets ${Date.now().toString(36)}`;
  const written = await request.post(`/api/v1/landings/${website.id}/blogs`, { headers, data: { title, description: 'Slow and cold, as our grandmothers did.', author: 'Ana' } });
  expect(written.ok(), await written.text()).toBe(true);
  const sharing = await request.put(`/api/v1/landings/${website.id}/blogs/${(await written.json()).data.id}/sharing`, { headers, data: { sharing: true } });
  const uniqueId: string = (await sharing.json()).data.unique_id;

  await page.goto(`/agency/blog/${uniqueId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('By Ana')).toBeVisible();
  await expect(page.getByText('Sign in to your agency account to copy it into one of your websites as a draft.')).toBeVisible();
  await looksRight(page, 'shared-blog-post', (name) => testInfo.outputPath(name));

  await page.getByRole('button', { name: 'Sign in to copy' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(E2E_DEMO.email);
  await page.getByLabel('Password').fill(E2E_DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/blog/${uniqueId}$`));
  await page.getByRole('radio', { name: website.title }).check();
  await page.getByRole('button', { name: 'Copy as a draft' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/blog\/\d+\/edit$/);
  // Copied into the website it came from, the draft is named apart from its original.
  await expect(page.getByLabel('Title')).toHaveValue(`${title} (copy)`);
});
