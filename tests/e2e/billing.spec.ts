import { apiHeaders, signIn, uniqueEmail } from './support/account-api.ts';
import { createPlan, createAgencyAccount } from './support/billing-api.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

const suffix = () => Math.random().toString(36).slice(2, 7);

test('the admin ticks a premium element for a plan in the grant matrix, and it stays ticked', async ({ page, request }) => {
  const name = `Matrix ${suffix()}`;
  const planId = await createPlan(request, name, 2900);
  await signIn(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans and prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`^${name} Agency`) })).toContainText('$29.00 / month');

  const cell = page.getByRole('checkbox', { name: `${name} grants Google Map` });
  await expect(cell).not.toBeChecked();
  await cell.check();
  await expect(cell).toBeChecked();
  // The cell shows its new state at once and saves in the background.
  const headers = await apiHeaders(request, E2E_ADMIN);
  await expect.poll(async () => (await (await request.get(`/api/v1/plans/${planId}`, { headers })).json()).data.premium_elements).toEqual(['google-map']);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: `${name} grants Google Map` })).toBeChecked();
});

test('a blocked agency is held on the subscription screen, saves a test card, subscribes and gets its dashboard back', async ({ page, request }) => {
  const plan = `Growth ${suffix()}`;
  await createPlan(request, plan, 4900);
  const agency = await createAgencyAccount(request, `Unpaid ${suffix()}`);

  await signIn(page, agency);
  await expect(page).toHaveURL(/\/agency\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription inactive' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.goto('/agency/websites');
  await expect(page).toHaveURL(/\/agency\/subscription$/);

  // A declined test card is refused with the provider's message and not saved.
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Your card was declined.').first()).toBeVisible();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/Visa ending in 4242/)).toBeVisible();

  await page.getByRole('button', { name: `Subscribe to ${plan}` }).click();
  await expect(page.getByText('You are subscribed.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription inactive' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('$49.00 / month');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Websites' }).click();
  await expect(page).toHaveURL(/\/agency\/websites$/);
});

test('a new agency signs up and pays on a published order page, landing subscribed in its dashboard', async ({ page, request }) => {
  const plan = `Order ${suffix()}`;
  await createPlan(request, plan, 3900);
  const headers = await apiHeaders(request, E2E_ADMIN);
  const created = await request.post('/api/v1/subscriptions/order-pages', { headers, data: { name: 'Spring offer' } });
  const orderPage = (await created.json()).data;
  const design = {
    schemaVersion: 1,
    sections: [{ id: 'section-o', key: 'section', options: {}, rows: [{ id: 'row-o', key: 'row', options: {}, columns: [{ id: 'column-o', key: 'column', options: { width: 100 }, elements: [{ id: 'element-o', key: 'headline', props: { text: 'Websites for every client' } }] }] }] }],
  };
  expect((await request.put(`/api/v1/subscriptions/order-pages/${orderPage.id}/design`, { headers, data: { design, version: orderPage.version } })).ok()).toBe(true);
  expect((await request.post(`/api/v1/subscriptions/order-pages/${orderPage.id}/publish`, { headers })).ok()).toBe(true);

  await page.goto(`/order/${orderPage.id}`);
  await expect(page.frameLocator('iframe[title="Spring offer"]').getByText('Websites for every client')).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`${plan} · \\$39\\.00 / month`) }).check();
  const email = uniqueEmail('order');
  await page.getByLabel('Your name').fill('Nadia');
  await page.getByLabel('Agency name').fill('Nadia Studio');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('nadia-password-1');
  await page.getByLabel('Confirm password').fill('nadia-password-1');

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay and sign up' }).click();
  await expect(page.locator('#card-error')).toHaveText('Your card was declined.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay and sign up' }).click();
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Subscription' }).click();
  await expect(page.getByRole('region', { name: 'Your plan' })).toContainText(plan);
});

test('a payment the bank asks about starts the plan once the agency confirms it', async ({ page, request }) => {
  const plan = `Secure ${suffix()}`;
  await createPlan(request, plan, 5900);
  await signIn(page, await createAgencyAccount(request, `Secure ${suffix()}`));
  await expect(page).toHaveURL(/\/agency\/subscription$/);
  await page.getByLabel('Card number').fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(/Visa ending in 3184/)).toBeVisible();

  await page.getByRole('button', { name: `Subscribe to ${plan}` }).click();
  await expect(page.getByText('Your bank asks you to confirm this payment.').first()).toBeVisible();
  const row = page.getByRole('region', { name: 'Your plan' }).getByRole('row', { name: new RegExp(plan) });
  await expect(row).toContainText('Waiting for your bank');
  await expect(page.getByRole('heading', { name: 'Subscription inactive' })).toBeVisible();

  await row.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(row).toContainText('Active');
  await expect(page.getByRole('heading', { name: 'Subscription inactive' })).toHaveCount(0);
});
