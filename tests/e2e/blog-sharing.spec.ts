import { signedIn } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test("the admin shares a post that a signed-out visitor reads and the demo agency copies into its blog; the agency's share link brings a post back to the platform", async ({ browser }) => {
  const title = `Ten tips ${Date.now().toString(36)}`;
  const admin = await (await browser.newContext()).newPage();
  await signedIn(admin, E2E_ADMIN);
  await admin.goto('/admin/blog');
  await admin.getByRole('link', { name: 'Write a post' }).click();
  await admin.getByLabel('Title').fill(title);
  await admin.getByLabel('Excerpt').fill('Small changes that bring visitors back.');
  await admin.getByRole('button', { name: 'Create post' }).click();
  await expect(admin).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
  await admin.goto('/admin/blog');
  await admin.getByRole('button', { name: `Publish ${title}` }).click();
  const shared = admin.getByRole('link', { name: `Open the shared page of ${title}` });
  await expect(shared).toBeVisible();
  const publicPath = (await shared.getAttribute('href'))!;

  // Signed out, anyone reads the post; copying it asks the agency to sign in first.
  const agencyContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const agency = await agencyContext.newPage();
  await agency.goto(publicPath);
  await expect(agency.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(agency.getByText('Small changes that bring visitors back.')).toBeVisible();
  await expect(agency.locator('iframe[sandbox=""]')).toBeVisible();
  await agency.getByRole('link', { name: 'Copy into one of your websites' }).click();
  await expect(agency).toHaveURL(/\/agency\/blog\/[0-9a-f-]{36}\?from=platform$/);
  await agency.getByRole('button', { name: 'Sign in to copy' }).click();
  await expect(agency).toHaveURL(/\/login/);
  await agency.getByLabel('Email').fill(E2E_DEMO.email);
  await agency.getByLabel('Password').fill(E2E_DEMO.password);
  await agency.getByRole('button', { name: 'Sign in' }).click();
  await expect(agency).toHaveURL(/\/agency\/blog\/[0-9a-f-]{36}\?from=platform$/);
  await expect(agency.getByRole('heading', { name: title })).toBeVisible();
  await agency.getByRole('radio').first().check();
  await agency.getByRole('button', { name: 'Copy as a draft' }).click();
  await expect(agency).toHaveURL(/\/agency\/websites\/\d+\/blog\/\d+\/edit$/);
  await expect(agency.getByLabel('Title')).toHaveValue(title);

  // The agency's own share link of the copy, opened by the admin, brings it into the platform's blog.
  await agency.goto(agency.url().replace(/\/\d+\/edit$/, ''));
  await agency.getByRole('button', { name: `Share ${title}` }).click();
  await agency.getByRole('switch', { name: 'Share by link' }).check();
  await agency.getByRole('button', { name: `Copy share link of ${title}` }).click();
  await expect(agency.getByText('Copied', { exact: true })).toBeVisible();
  const shareLink = await agency.evaluate(() => navigator.clipboard.readText());
  expect(shareLink).toMatch(/\/agency\/blog\/[0-9a-f-]{36}$/);
  await admin.goto(new URL(shareLink).pathname.replace('/agency/', '/admin/'));
  await admin.getByRole('button', { name: "Copy into the platform's blog" }).click();
  await expect(admin).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
  await expect(admin.getByLabel('Title')).toHaveValue(title);
  await agencyContext.close();
});
