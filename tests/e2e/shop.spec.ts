import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, demoWebsite, signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { designOf, publishDemoDesign, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

interface Catalog {
  landingId: number;
  accountId: string;
  book: number;
  club: number;
}

/** The five order elements on the demo home page, offering the two products. */
async function publishShopPage(request: APIRequestContext, catalog: Catalog) {
  await publishDemoDesign(
    request,
    designOf([
      { key: 'order-select', id: 'element-select', props: { productIds: [catalog.book, catalog.club] } },
      { key: 'coupon', id: 'element-coupon' },
      { key: 'order-summary', id: 'element-summary' },
      { key: 'credit-card', id: 'element-pay', props: { successMessage: 'Thanks for your order!' } },
      { key: 'stripe-link', id: 'element-link', props: { productId: catalog.book } },
    ]),
  );
}

test.describe.configure({ mode: 'serial' });

let catalog: Catalog;

test('the agency connects its Stripe account to a website and adds products and a coupon', async ({ page, request }) => {
  const landing = await demoWebsite(request);
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/websites/${landing.id}/gateways`);
  await page.getByRole('link', { name: 'Connect account' }).click();
  await page.getByRole('button', { name: 'Connect a Stripe account' }).click();
  // The provider's page (the local fake's stand-in): the owner approves.
  await expect(page.getByRole('heading', { name: 'Connect a payment account' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect account' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/websites/${landing.id}/gateways\\?connected=1$`));
  await expect(page.getByText('The payment account is connected: this website can take payments. Pages published before now take them once published again.')).toBeVisible();
  await expect(page.getByText('Takes payments')).toBeVisible();

  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Products' }).click();
  for (const product of [
    { name: 'Field guide', price: '25', paid: 'Once' },
    { name: 'Walking club', price: '10', paid: 'Monthly (subscription)' },
  ]) {
    await page.getByRole('button', { name: 'Add product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add a product' });
    await dialog.getByLabel('Name').fill(product.name);
    await dialog.getByLabel(/^Price/).fill(product.price);
    await dialog.getByLabel('Paid').selectOption({ label: product.paid });
    await dialog.getByRole('button', { name: 'Add product' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('$10.00 / month')).toBeVisible();

  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('button', { name: 'Add coupon' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
  await dialog.getByLabel('Name').fill('Spring');
  await dialog.getByLabel('Code buyers type').fill('spring20');
  await dialog.getByLabel('Percent off').fill('20');
  await dialog.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText('SPRING20')).toBeVisible();

  const headers = await apiHeaders(request, E2E_DEMO);
  const gateway = (await (await request.get(`/api/v1/landings/${landing.id}/gateways/stripe/active`, { headers })).json()).data;
  const products: { id: number; name: string }[] = (await (await request.get(`/api/v1/landings/${landing.id}/active-products`, { headers })).json()).data;
  catalog = {
    landingId: landing.id,
    accountId: gateway.account_id,
    book: products.findLast((product) => product.name === 'Field guide')!.id,
    club: products.findLast((product) => product.name === 'Walking club')!.id,
  };
});

test('the designer shows the order elements ready to sell once the account is connected', async ({ page, request }) => {
  await publishShopPage(request, catalog);
  const landing = await demoWebsite(request);
  await signIn(page, E2E_DEMO);
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/websites/${landing.id}/pages/${landing.home_page_id}/design`);
  const canvas = page.getByTestId('canvas');
  await expect(canvas.locator('[data-element-type="order-select"]')).toContainText('Field guide');
  const pay = canvas.locator('[data-element-type="credit-card"]');
  await expect(pay).toContainText('Name on card');
  await expect(pay).not.toContainText('Connect a payment gateway');
  await expect(pay.locator('fieldset')).toBeEnabled();
});

test('a visitor chooses two products, applies the coupon and pays with a test card', async ({ page, request, baseURL }) => {
  await publishShopPage(request, catalog);
  const headers = await apiHeaders(request, E2E_DEMO);
  const invoicesBefore = (await (await request.get(`/api/v1/landings/${catalog.landingId}/invoices`, { headers })).json()).data.length;

  await page.goto(siteUrl(baseURL));
  await page.getByRole('checkbox', { name: /Field guide/ }).check();
  await page.getByRole('checkbox', { name: /Walking club/ }).check();
  const summary = page.locator('#element-summary');
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$35.00');
  await page.getByLabel('Coupon code').fill('spring20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#element-coupon').getByRole('status')).toHaveText('Coupon SPRING20 applied: 20% off.');
  await expect(summary.locator('.ts-order-summary__total')).toHaveText('$28.00');

  const pay = page.locator('#element-pay');
  await pay.getByLabel('Email').fill('bea@example.com');
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel('Expiration date').fill('12 / 34');
  await pay.getByLabel('Security code').fill('123');
  await pay.getByLabel('Name on card').fill('Bea Buyer');
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/thank-you\/\d+\/[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thanks for your order!');
  await expect(page.locator('.ty-row--total')).toHaveText('Total paid$28.00');

  const invoices = (await (await request.get(`/api/v1/landings/${catalog.landingId}/invoices`, { headers })).json()).data;
  expect(invoices).toHaveLength(invoicesBefore + 1);
  expect(invoices[0]).toMatchObject({ email: 'bea@example.com', amount: 2800, status: 'paid' });
});

test('a declined card shows the provider’s message and nothing is paid', async ({ page, request, baseURL }) => {
  await publishShopPage(request, catalog);
  const headers = await apiHeaders(request, E2E_DEMO);
  const invoicesBefore = (await (await request.get(`/api/v1/landings/${catalog.landingId}/invoices`, { headers })).json()).data.length;

  await page.goto(siteUrl(baseURL));
  await page.getByRole('checkbox', { name: /Field guide/ }).check();
  const pay = page.locator('#element-pay');
  await pay.getByLabel('Email').fill('dee@example.com');
  await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.getByLabel('Expiration date').fill('12 / 34');
  await pay.getByLabel('Security code').fill('123');
  await pay.getByLabel('Name on card').fill('Dee Clined');
  await pay.getByRole('button', { name: 'Pay now' }).click();
  await expect(pay.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(pay.getByRole('status')).toHaveText('');
  expect((await (await request.get(`/api/v1/landings/${catalog.landingId}/invoices`, { headers })).json()).data).toHaveLength(invoicesBefore);
});
