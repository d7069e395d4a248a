import { expect, test } from './support/test.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';
import { resetDemoHomePage } from './support/demo-page.ts';

test.beforeEach(async ({ request }) => {
  await resetDemoHomePage(request);
});

test('an agency builds, saves and publishes a page with a Headline, served without JavaScript at its subdomain', async ({ page, context, baseURL }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_DEMO.email);
  await page.getByLabel('Password').fill(E2E_DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agency\/websites$/);

  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);
  await page.getByRole('link', { name: 'Design' }).first().click();
  await expect(page).toHaveURL(/\/pages\/\d+\/design$/);

  const canvas = page.getByTestId('canvas');
  await dragTo(page, page.getByTestId('palette-item-headline'), page.getByTestId('canvas-dropzone'));
  const headline = canvas.locator('[data-testid="canvas-element"][data-element-type="headline"]');
  await expect(headline).toHaveCount(1);

  await headline.click();
  const text = page.getByLabel('Headline text');
  await text.fill('Hello from the designer');
  await expect(headline).toContainText('Hello from the designer');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const port = new URL(baseURL!).port;
  const visitor = await context.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await visitor.goto(`http://demo.localhost:${port}/`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Hello from the designer' })).toBeVisible();
  expect(await visitor.locator('script').count()).toBe(0);
  expect(scripts).toEqual([]);

  // After a reload the designer shows what was saved.
  await page.reload();
  await expect(page.getByTestId('canvas').locator('[data-element-type="headline"]')).toContainText('Hello from the designer');
});
