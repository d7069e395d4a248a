import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';

async function signIn(page: Page, account: { email: string; password: string }, home: RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
}

test('the admin designs and publishes a page template, and an agency makes a page from it with its headline', async ({ browser }) => {
  const templateName = `Launch offer ${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, E2E_ADMIN, /\/admin\/agencies$/);

  await admin.getByRole('link', { name: 'Page templates' }).click();
  await admin.getByRole('link', { name: 'Create page template' }).click();
  await admin.getByLabel('Name').fill(templateName);
  await admin.getByLabel('Category').fill('Sales');
  await admin.getByRole('button', { name: 'Create page template' }).click();
  await expect(admin).toHaveURL(/\/admin\/page-templates$/);
  const row = admin.getByRole('row').filter({ hasText: templateName });
  await expect(row).toContainText('Draft');

  await row.getByRole('link', { name: `Design ${templateName}` }).click();
  await expect(admin).toHaveURL(/\/admin\/page-templates\/\d+\/sandbox_design$/);
  const canvas = admin.getByTestId('canvas');
  await expect(canvas).toBeVisible();
  await dragTo(admin, admin.getByTestId('palette-item-headline'), admin.getByTestId('canvas-dropzone'));
  const headline = canvas.locator('[data-testid="canvas-element"][data-element-type="headline"]');
  await expect(headline).toHaveCount(1);
  await headline.click();
  await admin.getByLabel('Headline text').fill('Grand opening this Saturday');
  await expect(headline).toContainText('Grand opening this Saturday');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();

  await admin.getByRole('link', { name: '← Page templates' }).click();
  // The draft can be previewed before it is offered to anyone.
  const [draftPreview] = await Promise.all([admin.context().waitForEvent('page'), admin.getByRole('link', { name: `Preview ${templateName}` }).click()]);
  await expect(draftPreview).toHaveURL(/\/api\/v1\/page-templates\/\d+\/preview\?token=/);
  await expect(draftPreview.getByText('Grand opening this Saturday')).toBeVisible();
  await draftPreview.close();
  await admin.getByRole('button', { name: `Publish ${templateName}` }).click();
  await expect(admin.getByRole('row').filter({ hasText: templateName })).toContainText('Published');

  const agency = await (await browser.newContext()).newPage();
  await signIn(agency, E2E_DEMO, /\/agency\/websites$/);
  await agency.getByRole('link', { name: 'Demo website', exact: true }).click();
  await expect(agency).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  const pageName = `Opening ${Date.now()}`;
  await agency.getByRole('button', { name: 'Create page' }).click();
  const dialog = agency.getByRole('dialog', { name: 'Create a page' });
  await dialog.getByLabel('Name').fill(pageName);
  await dialog.getByRole('searchbox', { name: 'Search page templates' }).fill(templateName);
  await dialog.getByRole('radio', { name: templateName, exact: true }).check();
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog).toBeHidden();

  await agency.getByRole('row').filter({ hasText: pageName }).getByRole('link', { name: 'Design' }).click();
  await expect(agency).toHaveURL(/\/pages\/\d+\/design$/);
  await expect(agency.getByTestId('canvas').locator('[data-element-type="headline"]')).toContainText('Grand opening this Saturday');
});

test('an agency previews a published site template from the create-website dialog', async ({ browser, request }) => {
  const templateName = `Bistro ${Date.now()}`;
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-templates', { headers, data: { name: templateName } });
  expect(created.ok(), await created.text()).toBe(true);
  const templateId: number = (await created.json()).data.id;
  const home = (await (await request.get(`/api/v1/admin-templates/${templateId}/pages`, { headers })).json()).data[0];
  const headline = { id: 'element-bistro', key: 'headline', props: { text: 'Fresh pasta every night' } };
  const design = { schemaVersion: 1, sections: [{ id: 'section-bistro', key: 'section', options: {}, rows: [{ id: 'row-bistro', key: 'row', options: {}, columns: [{ id: 'column-bistro', key: 'column', options: { width: 100 }, elements: [headline] }] }] }] };
  const saved = await request.put(`/api/v1/admin-templates/${templateId}/pages/${home.id}/design`, { headers, data: { design, version: home.version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post(`/api/v1/admin-templates/${templateId}/publish`, { headers, data: { published: true } })).ok()).toBe(true);

  const agency = await (await browser.newContext()).newPage();
  await signIn(agency, E2E_DEMO, /\/agency\/websites$/);
  await agency.getByRole('button', { name: 'Create website' }).click();
  const dialog = agency.getByRole('dialog', { name: 'Create a website' });
  await dialog.getByRole('searchbox', { name: 'Search templates' }).fill(templateName);
  await dialog.getByRole('button', { name: `Preview ${templateName}` }).click();
  const large = agency.getByRole('dialog', { name: `Preview of ${templateName}` });
  const [preview] = await Promise.all([agency.context().waitForEvent('page'), large.getByRole('link', { name: 'Open in a new tab' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/api/v1/templates/${templateId}/pages/${home.id}/preview\\?token=`));
  await expect(preview.getByText('Fresh pasta every night')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test("the admin writes, designs and previews a site template's blog post, and a website made from the template starts with it as a draft", async ({ browser, request }) => {
  const templateName = `Journal ${Date.now()}`;
  const adminHeaders = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/admin-templates', { headers: adminHeaders, data: { name: templateName } });
  expect(created.ok(), await created.text()).toBe(true);
  const templateId: number = (await created.json()).data.id;

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, E2E_ADMIN, /\/admin\/agencies$/);
  await admin.goto(`/admin/templates/${templateId}/pages`);
  // The template's Blog tab is the blog app's; the side bar's Blog is the admin's own posts.
  await admin.locator(`a[href="/admin/templates/${templateId}/blog"]`).click();
  await expect(admin.getByRole('heading', { name: `Blog of ${templateName}` })).toBeVisible();
  await admin.getByRole('link', { name: 'Write a post' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Write a post' });
  await dialog.getByLabel('Title').fill('Our opening week');
  await dialog.getByLabel('Author').fill('Ann');
  await dialog.getByRole('button', { name: 'Create post' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: 'Our opening week' })).toContainText('/blog/our-opening-week');

  await admin.getByRole('link', { name: 'Design Our opening week' }).click();
  await expect(admin).toHaveURL(/\/admin\/templates\/\d+\/blog\/\d+\/design$/);
  const canvas = admin.getByTestId('canvas');
  await expect(canvas).toBeVisible();
  await dragTo(admin, admin.getByTestId('palette-item-headline'), admin.getByTestId('canvas-dropzone'));
  const headline = canvas.locator('[data-testid="canvas-element"][data-element-type="headline"]');
  await headline.click();
  await admin.getByLabel('Headline text').fill('Doors open on Monday');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('Saved', { exact: true })).toBeVisible();

  await admin.getByRole('link', { name: '← Template blog' }).click();
  const [preview] = await Promise.all([admin.context().waitForEvent('page'), admin.getByRole('link', { name: 'Preview Our opening week' }).click()]);
  await expect(preview).toHaveURL(new RegExp(`/api/v1/templates/${templateId}/blogs/\\d+/preview\\?token=`));
  await expect(preview.getByText('Doors open on Monday')).toBeVisible();
  await preview.close();

  expect((await request.post(`/api/v1/admin-templates/${templateId}/publish`, { headers: adminHeaders })).ok()).toBe(true);
  const demoHeaders = await apiHeaders(request, E2E_DEMO);
  const website = await request.post('/api/v1/landings', { headers: demoHeaders, data: { title: templateName, subdomain: `journal-${Date.now().toString(36)}`, template_id: templateId } });
  expect(website.status(), await website.text()).toBe(201);
  const agency = await (await browser.newContext()).newPage();
  await signIn(agency, E2E_DEMO, /\/agency\/websites$/);
  await agency.goto(`/agency/websites/${(await website.json()).data.id}/blog`);
  await expect(agency.getByRole('row').filter({ hasText: 'Our opening week' })).toContainText('Draft');
});
