import { expect, test } from './support/test.ts';
import { createDemoSubUser, signIn } from './support/account-api.ts';

test('forgot password: the mail in the dev outbox links to the reset screen, and the new password signs in', async ({ page, request }) => {
  // A user of its own, so no other test's password changes.
  const user = await createDemoSubUser(request, { role: 'AgencyUser', name: 'Forgetful Fay', permissions: ['pages.view'] });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/passwords\/request$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  // The mail goes out after the answer: reload the outbox until it is there.
  const mail = page.locator('article', { hasText: `to ${user.email}` });
  await expect(async () => {
    await page.goto('/dev/outbox');
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const link = mail.getByRole('link', { name: /\/passwords\/reset\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toContain(`email=${encodeURIComponent(user.email)}`);
  await link.click();

  await expect(page).toHaveURL(/\/passwords\/reset\?token=/);
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  // The link works once.
  await page.goto(href!);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('already been used');

  await signIn(page, { email: user.email, password: 'a-brand-new-password' });
  await expect(page).toHaveURL(/\/agency\/websites$/);
});
