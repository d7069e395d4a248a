import { violations } from './support/axe.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { designOf, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

const PHOTO = '/uploads/e2e/sourdough.jpg';

test('the publish dialog lists the page’s accessibility problems, Show selects one, fixing it clears it, and publishing still works', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const { landingId, pageId, token, designUrl } = await freshDemoPage(request);
  const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const headers = { authorization: `Bearer ${token}` };
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  // An H3 right after the H1 skips a level; the image has no alt text.
  const design = designOf([
    { key: 'h1', props: { content: 'Fresh bread daily' } },
    { key: 'h3', props: { content: 'Our bakery' } },
    { key: 'image', id: 'element-photo', props: { image: { url: PHOTO, Ratio: 0.5, alt: '' } } },
  ]);
  const saved = await request.put(`${pageUrl}/design`, { headers, data: { design, version } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  // The count sits beside Publish and opens the dialog.
  const count = page.getByRole('button', { name: '2 accessibility suggestions' });
  await count.click();
  const dialog = page.getByRole('dialog', { name: 'Publish this page?' });
  const problems = dialog.getByRole('list', { name: 'Accessibility suggestions' }).getByRole('listitem');
  await expect(problems).toHaveCount(2);
  await expect(problems.nth(0)).toContainText('H3 “Our bakery” comes after an H1: make it an H2');
  await expect(problems.nth(1)).toContainText('Image without alt text');

  // The canvas holds the faulty page on purpose; the dialog and the rest of the designer must be clean.
  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await violations(page, { exclude: '[data-testid="canvas"]' }), `the dialog at ${width} px`).toEqual([]);
    expect(await dialog.evaluate((box) => box.scrollWidth <= box.clientWidth), `the dialog at ${width} px scrolls sideways`).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Show closes the dialog and selects the image, in view.
  await problems.nth(1).getByRole('button', { name: /^Show/ }).click();
  await expect(dialog).toHaveCount(0);
  const inspector = page.getByRole('complementary', { name: 'Settings' });
  await expect(inspector.getByRole('heading', { name: 'Image', exact: true })).toBeVisible();
  await expect(page.locator('#element-photo')).toBeInViewport();

  await inspector.getByLabel('Image alternative text').fill('A sourdough loaf on a wooden board');
  await expect(page.getByRole('button', { name: '1 accessibility suggestion' })).toBeVisible();
  await page.getByRole('button', { name: '1 accessibility suggestion' }).click();
  await expect(problems).toHaveCount(1);
  await expect(problems.first()).toContainText('H3 “Our bakery”');

  // Advice only: the page publishes as it is.
  await dialog.getByRole('button', { name: 'Publish page' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');
  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL));
  await expect(visitor.getByRole('img', { name: 'A sourdough loaf on a wooden board' })).toBeAttached();
});
