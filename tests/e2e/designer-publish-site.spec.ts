import { violations } from './support/axe.ts';
import { signInContext } from './support/designer-session.ts';
import { starterWebsite, type SitePage } from './support/starter-website.ts';
import { expect, test } from './support/test.ts';

test('Publish site puts every page of a new website live, and every menu link of its home page answers', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const { headers, landingId, pages, site } = await starterWebsite(request, baseURL, 'Publish Site Bistro');
  const home = pages.find((entry) => entry.is_home)!;
  const others = pages.filter((entry) => !entry.is_home);
  expect(others.length).toBeGreaterThan(1);
  await signInContext(context, headers.authorization.slice('Bearer '.length));
  await page.goto(`/agency/websites/${landingId}/pages/${home.id}/design`);
  // A starter page of six sections takes the designer longer to open than an empty one.
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 60_000 });

  // Publishing the home page alone would leave its menu leading to pages that are not live: it asks first.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Publish this page?' });
  await expect(ask.getByRole('heading', { name: 'Menu links to unpublished pages' })).toBeVisible();
  for (const other of others) await expect(ask).toContainText(`→ ${other.name} (/${other.unique_name})`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  const visitor = await context.newPage();
  expect((await visitor.goto(`${site}/`))?.status()).toBe(404);

  // Publish site, from the caret beside Publish: the dialog lists what goes live.
  await page.getByRole('button', { name: 'Go-live options' }).click();
  await page.getByRole('menuitem', { name: /Publish site/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  const due = dialog.getByRole('list', { name: 'Pages to publish' }).getByRole('listitem');
  await expect(due).toHaveCount(pages.length);
  await expect(due.first()).toContainText(`${home.name} /`);
  await expect(due.first()).toContainText('Never published');
  expect(await violations(page), 'the Publish site dialog').toEqual([]);

  await dialog.getByRole('button', { name: 'Publish site' }).click();
  await expect(dialog).toContainText(`${pages.length} of ${pages.length} pages published.`);
  const results = dialog.getByRole('list', { name: 'Publish results' });
  await expect(results.getByText('Published', { exact: true })).toHaveCount(pages.length);
  await expect(results.getByRole('link', { name: `View ${home.name} live` })).toHaveAttribute('href', `${site}/`);
  for (const other of others) await expect(results.getByRole('link', { name: `View ${other.name} live` })).toHaveAttribute('href', `${site}/${other.unique_name}`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The live home page: every link of its menus to a page of the site leads to one that answers.
  expect((await visitor.goto(`${site}/`))?.status()).toBe(200);
  const hrefs = await visitor.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const paths = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
  expect(paths).toEqual(expect.arrayContaining(['/', ...others.map((other) => `/${other.unique_name}`)]));
  for (const path of paths) expect((await visitor.goto(`${site}${path}`))?.status(), path).toBe(200);

  // Published site-wide, the page publishes alone without asking.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');
});

test('the menu editor flags an item leading to an unpublished page, until Publish site on the Pages screen puts it live', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const { headers, landingId, pages } = await starterWebsite(request, baseURL, 'Publish Site Bistro');
  const home = pages.find((entry) => entry.is_home)!;
  expect((await request.post(`/api/v1/landings/${landingId}/publish`, { headers, data: { page_ids: [home.id] } })).ok()).toBe(true);
  const gallery = (await (await request.post(`/api/v1/landings/${landingId}/pages`, { headers, data: { name: 'Gallery' } })).json()).data as SitePage;
  const menu = await request.post(`/api/v1/landings/${landingId}/menus`, {
    headers,
    data: { name: 'Footer links', items: [{ label: 'Our gallery', page_id: gallery.id }, { label: 'Start', url: '/' }] },
  });
  expect(menu.status(), await menu.text()).toBe(201);
  const menuId = (await menu.json()).data.id as number;
  await signInContext(context, headers.authorization.slice('Bearer '.length));

  await page.goto(`/agency/websites/${landingId}/menu/${menuId}/edit`);
  const galleryItem = page.getByRole('listitem', { name: 'Item 1: Our gallery' });
  await expect(galleryItem).toContainText('Not published yet: Gallery (/gallery)');
  await expect(page.getByRole('listitem', { name: 'Item 2: Start' })).not.toContainText('Not published yet');
  expect(await violations(page), 'the menu editor with a warning').toEqual([]);
  // Pointing the item at a live page takes the warning away.
  await page.getByLabel('Page of item 1').selectOption({ label: home.name });
  await expect(galleryItem).not.toContainText('Not published yet');
  await page.getByLabel('Page of item 1').selectOption({ label: 'Gallery' });
  await expect(galleryItem).toContainText('Not published yet');

  // Publish site on the Pages screen: the same dialog, listing the pages not live yet.
  await page.goto(`/agency/websites/${landingId}/pages`);
  await page.getByRole('button', { name: 'Publish site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  const due = dialog.getByRole('list', { name: 'Pages to publish' }).getByRole('listitem');
  await expect(due).toHaveCount(pages.length);
  await expect(due.filter({ hasText: home.name })).toHaveCount(0);
  await expect(due.filter({ hasText: 'Gallery' })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Publish site' }).click();
  await expect(dialog).toContainText(`${pages.length} of ${pages.length} pages published.`);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Gallery/ })).toContainText('Published');

  await page.goto(`/agency/websites/${landingId}/menu/${menuId}/edit`);
  await expect(page.getByRole('listitem', { name: 'Item 1: Our gallery' })).toBeVisible();
  await expect(page.getByText('Not published yet')).toHaveCount(0);
});
