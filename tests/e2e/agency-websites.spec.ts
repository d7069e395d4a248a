import { expect, test } from './support/test.ts';
import { signIn } from './support/account-api.ts';
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
  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete this website?' }).getByRole('button', { name: 'Delete website' }).click();
  await expect(page.getByText('Website deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No matching websites')).toBeVisible();
});
