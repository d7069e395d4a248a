import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { dragTo } from './support/drag.ts';

test('an element dropped from the palette before its plugin’s code has arrived is added once it does', async ({ page, context, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await signInContext(context, token);
  // The Button plugin's own file (not its shared `button-option` one) is held back, as on a slow connection.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/button-[\w-]{8}\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await openDesigner(page, designUrl);

  const buttons = page.getByTestId('canvas').locator('[data-testid="canvas-element"][data-element-type="button"]');
  await dragTo(page, page.getByTestId('palette-item-button'), page.getByTestId('canvas-dropzone'));
  await expect.poll(() => asked).toBe(true);
  await expect(buttons).toHaveCount(0);

  release();
  await expect(buttons).toHaveCount(1);
  await expect(buttons).toContainText('Click here');
  await expect(buttons.getByRole('status')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = await storedDesign(request, token, landingId, pageId);
  expect(saved.design.sections.flatMap((section) => section.rows.flatMap((row) => row.columns.flatMap((column) => column.elements.map((element) => element.key))))).toEqual(['button']);
});
