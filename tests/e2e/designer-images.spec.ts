import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { twoColourPng } from './support/png.ts';
import { designOf, saveDemoDesign, siteUrl } from './support/published-design.ts';

test('an agency crops and uploads an image in the designer, and the published page shows the stored crop', async ({ page, context, baseURL, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  const { response } = await saveDemoDesign(request, designOf([{ key: 'image', id: 'element-photo' }]));
  expect(response.ok(), await response.text()).toBe(true);

  await signInContext(context, token);
  await openDesigner(page, designUrl);

  const element = page.getByTestId('canvas').locator('[data-element-type="image"]');
  await element.click();
  await page.getByRole('button', { name: 'Choose image' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker).toContainText('Choose an image');

  // 1600×1200 (4:3): the 16:9 crop keeps the full width, 1600×900, written at 1200×675.
  await picker.getByLabel('Choose a file').setInputFiles({ name: 'bakery.png', mimeType: 'image/png', buffer: twoColourPng(1600, 1200, [200, 40, 40], [40, 40, 200]) });
  await expect(picker.getByRole('img', { name: 'Chosen: bakery.png' })).toBeVisible();
  await picker.getByRole('button', { name: 'Crop…' }).click();

  const crop = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(crop).toBeVisible();
  await expect(crop).toContainText('1200×675');
  // Escape and a click beside the dialog leave it open.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(crop).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().includes('/api/v1/images/upload-image') && r.request().method() === 'POST');
  await crop.getByRole('button', { name: 'Crop & Upload' }).click();
  const upload = await (await uploaded).json();
  expect(upload).toMatchObject({ elementId: 'element-photo', valueKey: 'Image', ShowWidth: 1200, ShowHeight: 675, Ratio: 0.56 });
  expect(upload.url).toMatch(/^\/uploads\/.+\.webp$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(element.locator('img.ts-image__img')).toHaveAttribute('src', upload.url);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL));
  const published = visitor.locator('img.ts-image__img');
  await expect(published).toHaveAttribute('src', upload.url);
  // The image loads from the site's own host: the stored 1200×675 WebP, never a hotlink.
  await expect.poll(() => published.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`)).toBe('1200×675');
  const type = await visitor.evaluate(async (url) => (await fetch(url)).headers.get('content-type'), upload.url);
  expect(type).toBe('image/webp');
});
