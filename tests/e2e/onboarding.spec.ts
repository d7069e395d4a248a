import { expect, test } from './support/test.ts';
import { signIn, uniqueEmail } from './support/account-api.ts';
import { violations } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

test('a new agency follows its getting-started checklist: a website from a template ticks the first step, and the list hides and comes back', async ({ page, request }) => {
  const owner = { email: uniqueEmail('starter'), password: 'starter-password-1' };
  const registered = await request.post('/api/v1/register', { data: { name: 'Sam Starter', agency_name: 'Starters', email: owner.email, password: owner.password, password_confirmation: owner.password } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/agency\/websites$/);

  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 7 done');
  await expect(checklist.getByRole('listitem')).toHaveCount(7);
  await expect(checklist.getByText('Create a website first.')).toHaveCount(5);
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await violations(page), `${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `the dashboard at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await checklist.getByRole('button', { name: 'Create website: Create a website from a template' }).click();
  const create = page.getByRole('dialog', { name: 'Create a website' });
  await create.getByLabel('Title').fill('Starter bakery');
  await create.getByLabel('Subdomain').fill(`starter-${Date.now().toString(36)}`);
  await create.getByRole('group', { name: 'Start from' }).getByRole('radio').nth(1).check();
  await create.getByRole('button', { name: 'Create website' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);

  await page.getByRole('link', { name: '← Websites' }).click();
  await expect(checklist).toContainText('1 of 7 done');
  await expect(checklist.getByRole('listitem').first()).toContainText('(done)');
  // The next step is the main action, and leads into the new website: its brand kit, then publishing.
  const brandKit = checklist.getByRole('link', { name: 'Open brand kit: Set your brand kit' });
  await expect(brandKit).toHaveClass(/btn--primary/);
  await brandKit.click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/settings#brand-kit$/);
  const kitForm = page.getByRole('form', { name: 'Brand kit' });
  await expect(kitForm).toBeInViewport();
  await kitForm.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(kitForm.getByRole('status')).not.toBeEmpty();
  await page.goto('/agency/websites');
  await expect(checklist).toContainText('2 of 7 done');
  const publish = checklist.getByRole('link', { name: 'Open pages: Publish your site' });
  await expect(publish).toHaveClass(/btn--primary/);
  await expect(publish).toHaveAttribute('href', /\/agency\/websites\/\d+\/pages$/);

  await checklist.getByRole('button', { name: 'Hide the checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Websites' })).toBeVisible();
  await expect(checklist).toHaveCount(0);
  await page.getByRole('button', { name: 'Getting started' }).click();
  await expect(checklist).toContainText('2 of 7 done');
});
