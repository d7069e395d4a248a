import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';

/** Saves and publishes the demo site's home page holding one element of each given plugin, through the API. */
async function publishHome(request: APIRequestContext, elements: { key: string; props: Record<string, unknown> }[]) {
  const headers = await apiHeaders(request, E2E_DEMO);
  const landing = (await (await request.get('/api/v1/landings', { headers })).json()).data[0];
  const pageUrl = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const column = { id: 'column-1', key: 'column', options: { width: 100 }, elements: elements.map((element, i) => ({ id: `element-${i + 1}`, ...element })) };
  const design = { schemaVersion: 1, sections: [{ id: 'section-1', key: 'section', options: {}, rows: [{ id: 'row-1', key: 'row', options: {}, columns: [column] }] }] };
  expect((await request.put(`${pageUrl}/design`, { headers, data: { design, version } })).status()).toBe(200);
  expect((await request.post(`${pageUrl}/publish`, { headers })).status()).toBe(200);
}

test('an agency places an H1 and edits its words and typography in the panel', async ({ page }) => {
  await signIn(page, E2E_DEMO);
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await page.getByRole('link', { name: 'Design' }).first().click();

  const canvas = page.getByTestId('canvas');
  const dropzone = page.locator('[data-testid="canvas-dropzone"], [data-testid="canvas-new-section"]').first();
  await dragTo(page, page.getByTestId('palette-item-h1'), dropzone);
  const h1 = canvas.locator('[data-element-type="h1"] h1');
  await expect(h1).toHaveText('Your main headline');

  // A dropped element is selected, and a click on a selected text starts editing it in place: the panel is used as it is.
  await expect(page.getByLabel('Text', { exact: true })).toBeVisible();
  await page.getByLabel('Text', { exact: true }).fill('Fish & chips\n<b>fresh</b>');
  await expect(h1).toHaveJSProperty('innerHTML', 'Fish &amp; chips<br>&lt;b&gt;fresh&lt;/b&gt;');
  await page.getByRole('spinbutton', { name: 'Font size', exact: true }).fill('60');
  await page.getByRole('spinbutton', { name: 'Font size', exact: true }).press('Enter');
  await page.getByRole('group', { name: 'Alignment' }).getByRole('button', { name: 'Right' }).click();
  await expect(h1).toHaveCSS('font-size', '60px');
  await expect(h1).toHaveCSS('text-align', 'right');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
});

const faq = {
  key: 'faq',
  props: {
    items: [
      { question: 'First question', answer: '<p>First answer</p>' },
      { question: 'Second question', answer: '<p>Second answer</p>' },
    ],
  },
};

test('a published FAQ opens one answer at a time, with aria-expanded, and works without JavaScript', async ({ browser, request, baseURL }) => {
  await publishHome(request, [{ key: 'h1', props: { content: '<p>Questions?</p>', mobileFontSize: 30 } }, faq]);
  const site = `http://demo.localhost:${new URL(baseURL!).port}/`;

  const visitor = await browser.newPage();
  await visitor.goto(site);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Questions?' })).toBeVisible();
  const first = visitor.locator('summary', { hasText: 'First question' });
  const second = visitor.locator('summary', { hasText: 'Second question' });
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(visitor.getByText('First answer')).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(visitor.getByText('Second answer')).toBeVisible();
  await expect(visitor.getByText('First answer')).toBeHidden();

  await visitor.setViewportSize({ width: 400, height: 800 });
  await expect(visitor.locator('.ts-h1')).toHaveCSS('font-size', '30px');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(site);
  await expect(plain.getByText('First answer')).toBeVisible();
  await plain.locator('summary', { hasText: 'Second question' }).click();
  await expect(plain.getByText('Second answer')).toBeVisible();
  await noScript.close();
});
