import { expect, test } from './support/test.ts';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';

test('the agency creates a website, renames a page and makes it the home page, then deletes the website', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `E2E Site ${suffix}`;
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);

  await page.getByRole('button', { name: 'Create website' }).click();
  const create = page.getByRole('dialog', { name: 'Create a website' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Subdomain').fill('bad_name');
  await expect(create.getByText('Subdomain format is invalid.')).toBeVisible();
  await create.getByLabel('Subdomain').fill(`e2e-${suffix}`);
  await create.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await expect(page.getByRole('heading', { level: 1, name: `Pages of ${title}` })).toBeVisible();

  await page.getByRole('button', { name: 'Create page' }).click();
  const newPage = page.getByRole('dialog', { name: 'Create a page' });
  await newPage.getByLabel('Name').fill('About');
  await newPage.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('row', { name: /About/ })).toBeVisible();

  await page.getByRole('button', { name: 'Edit About' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit page' });
  await edit.getByLabel('Name').fill('About us');
  await edit.getByLabel('Address').fill('about-us');
  await edit.getByRole('button', { name: 'Save page' }).click();
  const about = page.getByRole('row', { name: /About us/ });
  await expect(about).toContainText('/about-us');

  await page.getByRole('button', { name: 'Set About us as home page' }).click();
  await expect(about.getByText('Home', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set About us as home page' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /About us/ }).getByText('Home', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: '← Websites' }).click();
  await page.getByPlaceholder('Search websites').fill(suffix);
  const card = page.getByRole('listitem', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Home page: About us');
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await card.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this website?' }).getByRole('button', { name: 'Delete website' }).click();
  await expect(page.getByText('Website deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No matching websites')).toBeVisible();
});

test('a website card shows its home page, its status until every change is live, opens the designer, and keeps its other actions in one menu', async ({ page, request }) => {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const title = `Card ${suffix}`;
  const headers = await apiHeaders(request, E2E_DEMO);
  const template = (await (await request.get('/api/v1/templates', { headers })).json()).data[0];
  const created = await request.post('/api/v1/landings', { headers, data: { title, subdomain: `card-${suffix}`, template_id: template.id } });
  expect(created.ok(), await created.text()).toBe(true);
  const website = (await created.json()).data;

  await signIn(page, E2E_DEMO);
  await page.getByPlaceholder('Search websites').fill(suffix);
  const card = page.getByRole('listitem', { name: title, exact: true });
  await expect(card.locator('.status-pill')).toHaveText('Draft');
  await expect(card.getByRole('link', { name: `card-${suffix}.` })).toHaveAttribute('href', website.url);
  // The picture is the home page itself, drawn from its draft.
  const picture = card.frameLocator(`iframe[title="Home page of ${title}"]`);
  await expect(picture.getByRole('heading', { level: 1 }).first()).toBeVisible();

  expect((await request.post(`/api/v1/landings/${website.id}/publish`, { headers, data: {} })).ok()).toBe(true);
  await page.reload();
  await expect(card.locator('.status-pill')).toHaveText('Published');
  const homeUrl = `/api/v1/landings/${website.id}/pages/${website.home_page_id}`;
  const home = (await (await request.get(homeUrl, { headers })).json()).data;
  expect((await request.put(`${homeUrl}/design`, { headers, data: { design: home.design, version: home.version } })).ok()).toBe(true);
  await page.reload();
  await expect(card.locator('.status-pill')).toHaveText('Changes waiting: 1 page has changes that are not live yet');

  await expect(card.getByRole('link', { name: `View ${title}` })).toHaveAttribute('href', website.url);
  const more = card.getByRole('button', { name: `More actions for ${title}` });
  await more.click();
  const menu = card.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Pages', 'Settings', 'Name and description', 'Open live site', 'Duplicate', 'Share', 'Delete']);
  await expect(menu.getByRole('menuitem', { name: 'Pages' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();

  await more.click();
  await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(page.getByRole('listitem', { name: `${title} (copy)` })).toBeVisible();

  await card.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/websites/${website.id}/pages/${website.home_page_id}/design$`));
});
