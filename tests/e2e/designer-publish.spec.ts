import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { dragTo } from './support/drag.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { saveDemoDesign, siteUrl } from './support/published-design.ts';

const page1 = (elements: { id: string; key: string; props?: Record<string, unknown> }[]) => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'section-main',
      key: 'section',
      options: {},
      rows: [{ id: 'row-main', key: 'row', options: {}, columns: [{ id: 'column-main', key: 'column', options: { width: 100 }, elements: elements.map((e) => ({ props: {}, ...e })) }] }],
    },
  ],
});

async function saveAndPublish(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');
}

test('a style edited in mobile mode applies only below 767 px on the published page', async ({ page, context, request, baseURL }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, page1([{ id: 'element-title', key: 'headline', props: { text: 'Responsive' } }]));
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  await page.locator('#element-title').click();
  await page.getByRole('button', { name: 'Mobile' }).click();
  await page.getByLabel('Padding top (mobile)').fill('48');
  await page.getByLabel('Padding top (mobile)').press('Enter');
  // The canvas previews the phone: the override shows there, and on desktop it does not.
  await expect(page.locator('#element-title')).toHaveCSS('padding-top', '48px');
  await page.getByRole('button', { name: 'Desktop' }).click();
  await expect(page.locator('#element-title')).toHaveCSS('padding-top', '0px');
  await saveAndPublish(page);

  const visitor = await context.newPage();
  for (const [width, padding] of [
    [1280, '0px'],
    [800, '0px'],
    [768, '0px'],
    [767, '48px'],
    [375, '48px'],
  ] as const) {
    await visitor.setViewportSize({ width, height: 800 });
    await visitor.goto(siteUrl(baseURL));
    await expect(visitor.locator('#element-title'), `at ${width}px`).toHaveCSS('padding-top', padding);
  }
});

test('a popup made on the canvas opens from a button on the published page, as an accessible dialog', async ({ page, context, request, baseURL }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, page1([{ id: 'element-cta', key: 'button', props: { button: { Text: 'Join us' } } }]));
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  // A new popup opens on the canvas; a headline goes into it.
  await page.getByRole('tab', { name: 'Popups' }).click();
  await page.getByRole('button', { name: 'New popup' }).click();
  const popup = page.getByTestId('canvas-popup');
  await expect(popup).toBeVisible();
  await page.getByRole('tab', { name: 'Elements' }).click();
  await dragTo(page, page.getByTestId('palette-item-headline'), popup.locator('[data-testid="canvas-column"]'));
  await page.getByLabel('Headline text').fill('Join our list');
  await expect(popup).toContainText('Join our list');
  await page.getByRole('button', { name: 'Close popup' }).click();
  await expect(popup).toHaveCount(0);

  // The page's button opens it.
  await page.locator('#element-cta').click();
  await page.getByRole('group', { name: 'On click' }).getByRole('button', { name: 'Open popup' }).click();
  await page.getByLabel('Popup to open').selectOption({ label: 'Popup 1' });
  await saveAndPublish(page);

  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL));
  const dialog = visitor.getByRole('dialog', { name: 'Popup 1' });
  await expect(dialog).toBeHidden();
  const button = visitor.getByRole('button', { name: 'Join us' });
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Join our list' })).toBeVisible();
  // Focus moved into the dialog; Escape closes it and focus goes back to the button.
  expect(await visitor.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  // A click on the backdrop closes it too.
  await button.click();
  await expect(dialog).toBeVisible();
  await visitor.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('a popup set to open by itself opens after its delay', async ({ page, context, request, baseURL }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, page1([{ id: 'element-title', key: 'headline', props: { text: 'Welcome' } }]));
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  await page.getByRole('tab', { name: 'Popups' }).click();
  await page.getByRole('button', { name: 'New popup' }).click();
  await page.getByRole('tab', { name: 'Elements' }).click();
  await dragTo(page, page.getByTestId('palette-item-headline'), page.getByTestId('canvas-popup').locator('[data-testid="canvas-column"]'));
  await page.getByLabel('Headline text').fill('A word before you go');
  await page.getByTestId('canvas-popup').click({ position: { x: 6, y: 6 } });
  await page.getByRole('group', { name: 'Position' }).getByRole('button', { name: 'Centre' }).click();
  await page.getByRole('switch', { name: 'Open by itself' }).check();
  await page.getByLabel('Open after').fill('1');
  await page.getByLabel('Open after').press('Enter');
  await saveAndPublish(page);

  // The visitor's clock stands still until the test lets the second pass, so a slow machine
  // cannot open the popup before the test has seen it closed.
  const visitor = await context.newPage();
  await visitor.clock.install();
  await visitor.clock.pauseAt(Date.now() + 60_000);
  await visitor.goto(siteUrl(baseURL));
  const dialog = visitor.getByRole('dialog', { name: 'Popup 1' });
  await expect(dialog).toBeHidden();
  await visitor.clock.runFor(900);
  await expect(dialog).toBeHidden();
  await visitor.clock.runFor(100);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('A word before you go');
  await visitor.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
