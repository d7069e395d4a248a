import { expect, test } from './support/test.ts';
import { signIn, uniqueEmail } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';

test('the agency adds a user, gives them a website with chosen permissions, and the user works within them', async ({ page }) => {
  const email = uniqueEmail('invited');
  await signIn(page, E2E_DEMO);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/agency\/users$/);

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a user' });
  await dialog.getByLabel('Name').fill('Ivy Invited');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption('AgencyUser');
  await dialog.getByLabel('Set a password now').check();
  await dialog.getByLabel('Password', { exact: true }).fill('invited-password');
  await dialog.getByLabel('Confirm password').fill('invited-password');
  await dialog.getByRole('button', { name: 'Create user' }).click();

  await expect(page).toHaveURL(/\/agency\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ivy Invited' })).toBeVisible();
  const website = page.getByRole('region', { name: 'Demo website' });
  await website.getByLabel('Can open this website').check();
  await expect(website.getByRole('group', { name: 'Pages' })).toBeVisible();
  await website.getByLabel('Design pages').check();
  await website.getByRole('button', { name: 'Save permissions for Demo website' }).click();
  await expect(page.getByText('Website access granted.')).toBeVisible();
  await expect(website.getByRole('button', { name: 'Save permissions for Demo website' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Demo website' }).getByLabel('Design pages')).toBeChecked();
  await expect(page.getByRole('region', { name: 'Demo website' }).getByLabel('Publish pages')).not.toBeChecked();

  await page.getByRole('button', { name: 'Log out' }).click();
  await signIn(page, { email, password: 'invited-password' });
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  const home = page.getByRole('row', { name: /Home/ });
  await expect(home.getByRole('link', { name: 'Design' })).toBeVisible();
  await expect(home.getByRole('button', { name: 'Publish' })).toBeDisabled();

  // Back as the agency: delete the user, after confirming.
  await page.getByRole('button', { name: 'Log out' }).click();
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/users?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Delete Ivy Invited' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this user?' });
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Ivy Invited' })).toHaveCount(0);
});

test('the agency edits its own profile and changes its password with the current one', async ({ page, request }) => {
  await signIn(page, E2E_DEMO);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/agency\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(E2E_DEMO.email);

  await page.getByLabel('Current password').fill('not-the-password');
  await page.getByLabel('New password', { exact: true }).fill(E2E_DEMO.password);
  await page.getByLabel('Confirm new password').fill(E2E_DEMO.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#profile-current-password-error')).toHaveText('The current password is incorrect.');

  // "Changing" it to itself keeps every other test's sign-in working.
  await page.getByLabel('Current password').fill(E2E_DEMO.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();
  expect((await request.post('/api/v1/login', { data: E2E_DEMO })).ok()).toBe(true);
});
