import { expect, test } from './support/test.ts';
import { signIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { resetDemoHomePage } from './support/demo-page.ts';
import { dragTo } from './support/drag.ts';

test.beforeEach(async ({ request }) => {
  await resetDemoHomePage(request);
});

test('an agency bolds a word of a paragraph in place, and the published page has it in <strong>', async ({ page, context, baseURL }) => {
  await signIn(page, E2E_DEMO);
  await page.getByRole('link', { name: 'Pages' }).first().click();
  await page.getByRole('link', { name: 'Design' }).first().click();

  const canvas = page.getByTestId('canvas');
  await dragTo(page, page.getByTestId('palette-item-paragraph'), page.getByTestId('canvas-dropzone'));
  const paragraph = canvas.locator('[data-element-type="paragraph"]');
  await expect(paragraph).toHaveClass(/is-selected/);

  // The dropped paragraph is selected, so this click starts editing its text in place.
  await paragraph.locator('.ts-paragraph').click();
  const editable = paragraph.locator('[contenteditable="true"]');
  await expect(editable).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Fresh bread every morning');
  await page.keyboard.press('Shift+ControlOrMeta+ArrowLeft');
  await paragraph.getByRole('button', { name: 'Bold' }).click();
  await expect(editable.locator('strong')).toHaveText('morning');

  // A click outside the element ends editing; the paragraph shows its Render again.
  await canvas.click({ position: { x: 4, y: 4 } });
  await expect(editable).toHaveCount(0);
  await expect(paragraph.locator('.ts-paragraph strong')).toHaveText('morning');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  const visitor = await context.newPage();
  await visitor.goto(`http://demo.localhost:${new URL(baseURL!).port}/`);
  await expect(visitor.locator('.ts-paragraph')).toHaveText('Fresh bread every morning');
  await expect(visitor.locator('.ts-paragraph strong')).toHaveText('morning');
});
