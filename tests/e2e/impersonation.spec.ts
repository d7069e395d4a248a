import { expect, test } from './support/test.ts';
import { signIn } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';

test('the admin impersonates the demo agency from the agencies list, and stops', async ({ page }) => {
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\/agencies$/);

  await page.getByRole('searchbox', { name: 'Search by agency, owner or e-mail' }).fill(E2E_DEMO.email);
  const row = page.getByRole('row', { name: new RegExp(E2E_DEMO.email.replace('.', '\\.')) });
  await expect(row).toHaveCount(1);
  await expect(page).toHaveURL(/search=demo%40e2e\.test/);
  await row.getByRole('button', { name: 'Impersonate' }).click();

  await expect(page).toHaveURL(/\/agency\/websites$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toHaveText('You are viewing as Demo Agency — Stop');
  await expect(page.getByRole('heading', { level: 2, name: 'Demo website' })).toBeVisible();
  const tokens = await page.evaluate(() => ({ token: localStorage.getItem('tessera.token'), main: localStorage.getItem('tessera.main_token') }));
  expect(tokens.main).not.toBeNull();
  expect(tokens.token).not.toBe(tokens.main);

  // The banner stays through navigation and a reload.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/admin\/agencies$/);
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('tessera.token'), localStorage.getItem('tessera.main_token')])).toEqual([tokens.main, null]);

  // The impersonation token was revoked on the server.
  const revoked = await page.request.get('/api/v1/profile', { headers: { authorization: `Bearer ${tokens.token}` } });
  expect(revoked.status()).toBe(401);
});
