import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders, signIn, uniqueEmail } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A fresh website of the demo agency, made through the API, so each test edits its own. */
async function newDemoWebsite(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const headers = await apiHeaders(request, E2E_DEMO);
  const id = suffix();
  const title = `Routes ${id}`;
  const created = await request.post('/api/v1/landings', { headers, data: { title, subdomain: `routes-${id}` } });
  expect(created.ok(), await created.text()).toBe(true);
  return { id: (await created.json()).data.id, title };
}

test('the agency edits a website on its own route, deep-linked and reloaded', async ({ page, request }) => {
  const website = await newDemoWebsite(request);
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/websites/${website.id}/edit`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${website.title}` })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Title').fill(`${website.title} renamed`);
  await page.getByLabel('Description').fill('Edited on its own route');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await expect(page.getByText('Website saved.')).toBeVisible();
  await page.getByPlaceholder('Search websites').fill(`${website.title} renamed`);
  await expect(page.getByRole('listitem', { name: `${website.title} renamed` })).toContainText('Edited on its own route');

  await page.goto('/agency/websites/999999999/edit');
  await expect(page.getByRole('heading', { name: 'Website not found' })).toBeVisible();
});

test('the agency adds and edits redirects on their routes, from the redirects list and from the settings', async ({ page, request }) => {
  const website = await newDemoWebsite(request);
  const base = `/agency/websites/${website.id}`;
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`${base}/redirects`);
  await page.getByRole('link', { name: 'Add redirect' }).click();
  await expect(page).toHaveURL(`${base}/redirect/create`);
  await page.getByLabel('From').fill('/old-menu');
  await page.getByLabel('To').fill('/menu');
  await page.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page).toHaveURL(`${base}/redirects`);
  await expect(page.getByText('Redirect created.')).toBeVisible();
  await expect(page.getByRole('row', { name: /\/old-menu/ })).toContainText('/menu');

  await page.getByRole('link', { name: 'Edit redirect from /old-menu' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/redirect/\\d+/edit$`));
  await page.reload();
  await expect(page.getByLabel('To')).toHaveValue('/menu');
  await page.getByLabel('To').fill('https://example.test/menu');
  await page.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page).toHaveURL(`${base}/redirects`);
  await expect(page.getByRole('row', { name: /\/old-menu/ })).toContainText('https://example.test/menu');

  await page.goto(`${base}/settings`);
  const redirects = page.getByRole('region', { name: 'Redirects' });
  await redirects.getByRole('link', { name: 'Add redirect' }).click();
  await expect(page).toHaveURL(`${base}/settings/redirect/create`);
  await page.getByLabel('From').fill('/old-about');
  await page.getByLabel('To').fill('/about');
  await page.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page).toHaveURL(`${base}/settings`);
  await expect(page.getByRole('region', { name: 'Redirects' }).getByRole('row', { name: /\/old-about/ })).toBeVisible();
});

test('another agency opens the share link and imports a copy', async ({ page, browser, request }) => {
  const website = await newDemoWebsite(request);
  // The demo agency switches sharing by link on in the website's Share dialog and copies the link.
  const context = await page.context();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.getByPlaceholder('Search websites').fill(website.title);
  await page.getByRole('button', { name: `More actions for ${website.title}` }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await page.getByRole('switch', { name: 'Share by link' }).check();
  await page.getByRole('button', { name: `Copy share link of ${website.title}` }).click();
  await expect(page.getByText('Copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const share = await request.get(`/api/v1/landings/${website.id}/unique-id`, { headers: await apiHeaders(request, E2E_DEMO) });
  expect(link).toMatch(new RegExp(`/agency/websites/${(await share.json()).data.unique_id}$`));

  const other = { email: uniqueEmail('importer'), password: 'importer-password-1' };
  const registered = await request.post('/api/v1/register', { data: { name: 'Importer', agency_name: 'Importers', email: other.email, password: other.password, password_confirmation: other.password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const importer = await (await browser.newContext()).newPage();
  await signIn(importer, other);
  await expect(importer).toHaveURL(/\/agency\/websites$/);
  await importer.goto(link);
  await expect(importer.getByRole('region', { name: 'Shared website' })).toContainText(website.title);
  await importer.getByRole('button', { name: 'Import a copy' }).click();
  await expect(importer).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await expect(importer.getByText('Website imported.')).toBeVisible();
  await expect(importer.getByRole('heading', { level: 1, name: `Pages of ${website.title}` })).toBeVisible();

  await importer.goto('/agency/websites/00000000-0000-4000-8000-000000000000');
  await expect(importer.getByText('This share link does not work')).toBeVisible();
  await importer.context().close();
});
