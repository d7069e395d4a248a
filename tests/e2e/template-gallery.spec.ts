import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const headlineDesign = (id: string, text: string) => ({
  schemaVersion: 1,
  sections: [{ id: `section-${id}`, key: 'section', options: {}, rows: [{ id: `row-${id}`, key: 'row', options: {}, columns: [{ id: `column-${id}`, key: 'column', options: { width: 100 }, elements: [{ id: `element-${id}`, key: 'headline', props: { text } }] }] }] }],
});

/** axe finds nothing and nothing scrolls sideways, at a desktop's and a phone's width. */
async function cleanAtBothWidths(page: Page, what: string, exclude?: string) {
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await violations(page, exclude ? { exclude } : {}), `${what} at ${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `${what} at ${width} px`);
    const dialogs = page.getByRole('dialog');
    for (const dialog of await dialogs.all()) expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth), `${what}: a dialog scrolls sideways at ${width} px`).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The document a thumbnail's frame shows holds `text`. */
async function frameShows(frame: Locator, text: string) {
  await expect(frame).toBeVisible();
  await expect(frame.contentFrame().getByText(text)).toBeAttached();
}

test('an agency picks a site template from the gallery: category, search, large preview, then creates the site from it', async ({ page, request }) => {
  const suffix = unique();
  const templateName = `Harbour ${suffix}`;
  const category = `Seaside ${suffix}`;
  const welcome = `Harbour welcome ${suffix}`;
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-templates', { headers, data: { name: templateName, category } });
  expect(created.ok(), await created.text()).toBe(true);
  const templateId: number = (await created.json()).data.id;
  const home = (await (await request.get(`/api/v1/admin-templates/${templateId}/pages`, { headers })).json()).data[0];
  const saved = await request.put(`/api/v1/admin-templates/${templateId}/pages/${home.id}/design`, { headers, data: { design: headlineDesign('harbour', welcome), version: home.version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post(`/api/v1/admin-templates/${templateId}/publish`, { headers, data: { published: true } })).ok()).toBe(true);

  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.getByRole('button', { name: 'Create website' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a website' });
  const title = `Harbour Site ${suffix}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Subdomain').fill(`harbour-${suffix}`);
  const gallery = dialog.getByRole('group', { name: 'Start from' });
  await expect(gallery.getByRole('radio', { name: 'A blank website' })).toBeChecked();

  // The category chip counts its templates and narrows the cards to them.
  const chip = gallery.getByRole('group', { name: 'Category' }).getByRole('button', { name: `${category} (1)` });
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.getByRole('radio')).toHaveCount(2);
  await expect(gallery.getByRole('radio', { name: templateName, exact: true })).toBeVisible();

  await gallery.getByRole('searchbox', { name: 'Search templates' }).fill('no such template here');
  await expect(gallery.getByRole('status')).toHaveText(/No templates match/);
  await expect(gallery.getByRole('radio')).toHaveCount(1);
  await gallery.getByRole('searchbox', { name: 'Search templates' }).fill(suffix);
  await expect(gallery.getByRole('radio')).toHaveCount(2);

  // The card's picture is the template's own home page.
  await frameShows(gallery.locator(`iframe[title="${templateName}, thumbnail"]`), welcome);
  await cleanAtBothWidths(page, 'the create-website gallery');

  await gallery.getByRole('button', { name: `Preview ${templateName}` }).click();
  const preview = page.getByRole('dialog', { name: `Preview of ${templateName}` });
  await frameShows(preview.locator(`iframe[title="${templateName}, large preview"]`), welcome);
  const desktopWidth = await preview.locator('.template-preview__frame').evaluate((box) => box.clientWidth);
  await preview.getByRole('button', { name: 'Phone' }).click();
  await expect(preview.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
  await frameShows(preview.locator(`iframe[title="${templateName}, large preview"]`), welcome);
  expect(await preview.locator('.template-preview__frame').evaluate((box) => box.clientWidth)).toBeLessThan(desktopWidth);
  await cleanAtBothWidths(page, 'the large template preview');

  await preview.getByRole('button', { name: 'Use this template' }).click();
  await expect(preview).toHaveCount(0);
  await expect(gallery.getByRole('radio', { name: templateName, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await expect(page.getByRole('heading', { level: 1, name: `Pages of ${title}` })).toBeVisible();

  // The new website's home page is the template's.
  const landingId = Number(/websites\/(\d+)\//.exec(page.url())![1]);
  const token = (await apiHeaders(request, E2E_DEMO)).authorization.slice('Bearer '.length);
  const pages = (await (await request.get(`/api/v1/landings/${landingId}/pages`, { headers: { authorization: `Bearer ${token}` } })).json()).data as { id: number; name: string }[];
  expect(pages.map((each) => each.name)).toEqual([home.name]);
  const design = (await storedDesign(request, token, landingId, pages[0]!.id)).design;
  expect(design.sections[0]!.rows[0]!.columns[0]!.elements[0]).toMatchObject({ key: 'headline', props: { text: welcome } });
});

test("the designer's Blocks tab draws each block small, and inserts it as before", async ({ page, context, request }) => {
  const suffix = unique();
  const blockName = `Gallery block ${suffix}`;
  const words = `Block words ${suffix}`;
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-blocks', { headers, data: { name: blockName, design: headlineDesign('gallery-block', words) } });
  expect(created.ok(), await created.text()).toBe(true);
  const blockId: number = (await created.json()).data.id;
  expect((await request.post(`/api/v1/admin-blocks/${blockId}/publish`, { headers, data: { published: true } })).ok()).toBe(true);

  const { designUrl, token } = await freshDemoPage(request);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  await page.getByRole('tab', { name: 'Blocks' }).click();
  const item = page.getByRole('region', { name: 'Ready-made blocks' }).getByTestId('block-item').filter({ hasText: blockName });
  await item.scrollIntoViewIfNeeded();
  await frameShows(item.locator(`iframe[title="${blockName}, thumbnail"]`), words);
  await cleanAtBothWidths(page, 'the Blocks tab', '[data-testid="canvas"]');

  await item.getByRole('button', { name: `Insert ${blockName}` }).click();
  await expect(page.getByTestId('canvas').locator('[data-element-type="headline"]')).toContainText(words);
});

test('the create-page dialog picks a page template from the gallery, drawn from its own design', async ({ page, request }) => {
  const suffix = unique();
  const templateName = `Opening night ${suffix}`;
  const words = `Doors open at eight ${suffix}`;
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-page-templates', { headers, data: { name: templateName, category: `Events ${suffix}`, design: headlineDesign('opening', words) } });
  expect(created.ok(), await created.text()).toBe(true);
  const template = (await created.json()).data as { id: number };
  expect((await request.post(`/api/v1/admin-page-templates/${template.id}/publish`, { headers, data: { published: true } })).ok()).toBe(true);

  // A page whose name has no spaces, as an import or a test leaves: the list wraps it rather than scrolling the screen sideways on a phone.
  const demoHeaders = await apiHeaders(request, E2E_DEMO);
  const demo = ((await (await request.get('/api/v1/landings', { headers: demoHeaders })).json()).data as Array<{ id: number; title: string }>).find((landing) => landing.title === 'Demo website')!;
  const longName = `Imported-landing-page-without-any-spaces-${suffix}`;
  expect((await request.post(`/api/v1/landings/${demo.id}/pages`, { headers: demoHeaders, data: { name: longName } })).ok()).toBe(true);

  await signIn(page, E2E_DEMO);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await expect(page.getByRole('row').filter({ hasText: longName })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the pages list with a long page name at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Create page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a page' });
  const pageName = `Opening ${suffix}`;
  await dialog.getByLabel('Name').fill(pageName);
  const gallery = dialog.getByRole('group', { name: 'Start from' });
  await gallery.getByRole('group', { name: 'Category' }).getByRole('button', { name: `Events ${suffix} (1)` }).click();
  await frameShows(gallery.locator(`iframe[title="${templateName}, thumbnail"]`), words);
  await cleanAtBothWidths(page, 'the create-page gallery');
  await gallery.getByRole('radio', { name: templateName, exact: true }).check();
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('row').filter({ hasText: pageName }).getByRole('link', { name: 'Design' }).click();
  await expect(page.getByTestId('canvas').locator('[data-element-type="headline"]')).toContainText(words);
});
