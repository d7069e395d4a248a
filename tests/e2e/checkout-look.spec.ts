import type { Page } from '@playwright/test';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { createPlan } from './support/billing-api.ts';
import { twoColourPng } from './support/png.ts';
import { designOf } from './support/published-design.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';
import { expect, test } from './support/test.ts';

test.describe.configure({ mode: 'serial' });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** axe-core clean and no sideways scroll, on a wide screen and a phone. */
async function expectGoodAtBothSizes(page: Page, what: string, ready: () => Promise<void>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await ready();
    expect(await violations(page), `${what} at ${size.width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `${what} at ${size.width} px`);
  }
}

let site: { id: number; homePageId: number; subdomain: string };
let mapId: number;
let mapImage: string;
let boardId: number;

test('the agency gives a product an image with the image picker, and the products list shows it', async ({ page, request }) => {
  const headers = await apiHeaders(request, E2E_DEMO);
  // A website of its own, so its payment account and products are this spec's alone.
  const subdomain = `shop-look-${Date.now().toString(36)}`;
  const made = await request.post('/api/v1/landings', { headers, data: { title: 'Trail Outfitters', subdomain } });
  expect(made.status(), await made.text()).toBe(201);
  const landing = (await made.json()).data;
  site = { id: landing.id, homePageId: landing.home_page_id, subdomain };

  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/websites/${site.id}/gateways`);
  await page.getByRole('link', { name: 'Connect account' }).click();
  await page.getByRole('button', { name: 'Connect a Stripe account' }).click();
  await page.getByRole('button', { name: 'Connect account' }).click();
  await expect(page.getByText('Takes payments')).toBeVisible();
  const gateway = (await (await request.get(`/api/v1/landings/${site.id}/gateways/stripe/active`, { headers })).json()).data;
  const board = await request.post(`/api/v1/landings/${site.id}/${gateway.account_id}/products`, { headers, data: { name: 'Camp stove', description: 'Folds flat', amount: 4500 } });
  expect(board.status(), await board.text()).toBe(201);
  boardId = (await board.json()).data.id;

  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'Add product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByLabel('Name').fill('Trail map');
  await dialog.getByLabel(/^Price/).fill('12.50');
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Choose image of Trail map' }).click();
  const picker = page.getByRole('dialog').filter({ hasText: 'Choose an image' });
  await picker.getByLabel('Choose a file').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: twoColourPng(1600, 900, [30, 120, 60], [230, 200, 60]) });
  await picker.getByRole('button', { name: 'Crop…' }).click();
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/images/upload-image') && r.request().method() === 'POST');
  await page.getByRole('dialog', { name: 'Crop Image' }).getByRole('button', { name: 'Crop & Upload' }).click();
  mapImage = (await (await uploaded).json()).url;
  expect(mapImage).toMatch(/^\/uploads\/.+\.webp$/);

  const row = page.locator('.product-row').filter({ hasText: 'Trail map' });
  await expect(row.locator('img.product-row__image')).toHaveAttribute('src', mapImage);
  await expect(row.getByRole('button', { name: 'Change image of Trail map' })).toBeVisible();
  const products: { id: number; name: string; image: string | null }[] = (await (await request.get(`/api/v1/landings/${site.id}/products`, { headers })).json()).data;
  const map = products.find((product) => product.name === 'Trail map')!;
  expect(map.image).toBe(mapImage);
  mapId = map.id;
  await expectGoodAtBothSizes(page, 'the products screen', () => expect(row.locator('img.product-row__image')).toBeVisible());
});

test('a buyer picks a product card, sees the summary follow, pays and lands on the branded thank-you page', async ({ page, request, baseURL }) => {
  const headers = await apiHeaders(request, E2E_DEMO);
  const pageUrl = `/api/v1/landings/${site.id}/pages/${site.homePageId}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const design = designOf([
    { key: 'h1', id: 'element-title', props: { content: 'Trail gear' } },
    { key: 'order-select', id: 'element-select', props: { title: 'Choose your gear', productIds: [mapId, boardId], multiple: false, showQuantity: false } },
    { key: 'order-summary', id: 'element-summary' },
    { key: 'credit-card', id: 'element-pay', props: { successMessage: 'Thanks, your gear is on its way!' } },
  ]);
  const saved = await request.put(`${pageUrl}/design`, { headers, data: { design, version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post(`${pageUrl}/publish`, { headers })).ok()).toBe(true);

  await page.goto(`http://${site.subdomain}.localhost:${new URL(baseURL!).port}/`);
  const select = page.locator('#element-select');
  const mapCard = select.locator('.ts-order-select__card').filter({ hasText: 'Trail map' });
  const stoveCard = select.locator('.ts-order-select__card').filter({ hasText: 'Camp stove' });
  await expect(mapCard.locator('img')).toHaveAttribute('src', mapImage);
  await expect(mapCard).toContainText('$12.50');
  await expect(stoveCard).toContainText('Camp stove');
  await expect(stoveCard).toContainText('$45.00');
  await expect(stoveCard).toContainText('Folds flat');

  const summary = page.locator('#element-summary');
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$0.00');
  const pay = page.locator('#element-pay');
  await expectGoodAtBothSizes(page, 'the published checkout', () => expect(pay.getByLabel('Card number')).toBeVisible());

  // Radio semantics: the cards are one group, chosen with a click or the arrow keys.
  await page.getByRole('radio', { name: /Trail map/ }).check();
  await expect(mapCard).toHaveCSS('border-color', 'rgb(37, 99, 235)');
  await expect(summary.locator('.ts-order-summary__line')).toHaveCount(1);
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$12.50');
  await page.getByRole('radio', { name: /Trail map/ }).press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Camp stove/ })).toBeChecked();
  await expect(summary.locator('.ts-order-summary__line')).toContainText('Camp stove');
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$45.00');
  await page.getByRole('radio', { name: /Trail map/ }).check();
  await expect(summary.locator('.ts-order-summary__line img')).toHaveAttribute('src', mapImage);
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$12.50');

  // The card form: each field's problem under it, in the provider's words.
  await pay.getByLabel('Email').fill('hiker@example.com');
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiration date').fill('01 / 20');
  await pay.getByLabel('Security code').fill('12');
  await pay.getByLabel('Name on card').fill('Hana Hiker');
  await expect(pay.locator('[id$="-expiry-error"]')).toHaveText("Your card's expiration year is in the past.");
  await expect(pay.locator('[id$="-cvc-error"]')).toHaveText("Your card's security code is incomplete.");
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(pay.locator('[id$="-expiry-error"]')).toBeVisible();
  await expect(page).not.toHaveURL(/thank-you/);
  await pay.getByLabel('Expiration date').fill('12 / 34');
  await pay.getByLabel('Security code').fill('123');
  await expect(pay.locator('[id$="-cvc-error"]')).toBeHidden();
  await pay.getByRole('button', { name: 'Pay now' }).click();

  await expect(page).toHaveURL(/\/thank-you\/\d+\/[0-9a-f]{32}$/);
  const orderId = Number(/\/thank-you\/(\d+)\//.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks, your gear is on its way!');
  await expect(page.getByRole('link', { name: 'Trail Outfitters', exact: true })).toBeVisible();
  await expect(page.getByText(`Order #${orderId}`)).toBeVisible();
  const line = page.locator('.ty-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Trail map');
  await expect(line).toContainText('$12.50');
  await expect(line.locator('img')).toHaveAttribute('src', mapImage);
  await expect(page.locator('.ty-row--total')).toHaveText('Total paid$12.50');
  await expectGoodAtBothSizes(page, 'the thank-you page', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());

  const invoices = (await (await request.get(`/api/v1/landings/${site.id}/invoices`, { headers })).json()).data;
  expect(invoices[0]).toMatchObject({ order_id: orderId, amount: 1250, email: 'hiker@example.com', status: 'paid' });
});

test('the admin’s order pages list the real plans with their prices from the plans screen', async ({ page, request }) => {
  const name = `Look Plan ${Date.now().toString(36)}`;
  await createPlan(request, name, 3900);
  await signIn(page, E2E_ADMIN);
  await expect(page).toHaveURL(/\/admin\//);
  await page.goto('/admin/payment/order-pages');
  const plans = page.getByRole('list', { name: 'Plans on sale' });
  const card = plans.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('$39.00 / month');
  await expect(page.getByRole('link', { name: 'Edit plans and prices' })).toHaveAttribute('href', '/admin/payment/plans');
  await expectGoodAtBothSizes(page, 'the order pages screen', () => expect(card).toBeVisible());
});
