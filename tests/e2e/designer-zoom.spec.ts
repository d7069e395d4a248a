import type { Locator, Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { dragTo } from './support/drag.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { saveDemoDesign } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

const VIEWPORT = { width: 1440, height: 900 };

/** One section with a row of two columns: two headlines on the left, a paragraph on the right. */
const seeded = {
  schemaVersion: 1,
  sections: [
    {
      id: 'section-main',
      key: 'section',
      options: {},
      rows: [
        {
          id: 'row-main',
          key: 'row',
          options: {},
          columns: [
            { id: 'column-left', key: 'column', options: { width: 50 }, elements: [{ id: 'element-one', key: 'headline', props: { text: 'One' } }, { id: 'element-two', key: 'headline', props: { text: 'Two' } }] },
            { id: 'column-right', key: 'column', options: { width: 50 }, elements: [{ id: 'element-para', key: 'paragraph', props: {} }] },
          ],
        },
      ],
    },
  ],
};

const zoomMenu = (page: Page) => page.getByRole('combobox', { name: 'Zoom' });
const readout = (page: Page) => zoomMenu(page).locator('option:checked');
const framePage = (page: Page) => page.locator('.designer-canvas__page');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not visible');
  return found;
}

/** The width the page is laid out at (what its container queries see), whatever it is drawn at. */
const layoutWidth = (page: Page) => framePage(page).evaluate((node) => getComputedStyle(node).width);

/** Gives the keyboard back to the page, as a click on the canvas's empty margin does. */
const focusCanvas = (page: Page) => page.getByTestId('canvas').click({ position: { x: 4, y: 4 } });

async function openSeeded(page: Page, context: Parameters<typeof signInContext>[0], request: Parameters<typeof freshDemoPage>[0]) {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  expect((await saveDemoDesign(request, seeded)).response.ok()).toBe(true);
  await signInContext(context, token);
  await page.setViewportSize(VIEWPORT);
  await openDesigner(page, designUrl);
  return { token, landingId, pageId, designUrl };
}

test('zooms the canvas from the toolbar, the keyboard and Ctrl+wheel without changing the page or its layout width', async ({ page, context, request }) => {
  const { token, landingId, pageId } = await openSeeded(page, context, request);
  const { version } = await storedDesign(request, token, landingId, pageId);
  const canvas = page.getByTestId('canvas');

  // Fit is where it starts: the desktop page fills the pane.
  await expect(readout(page)).toHaveText(/^Fit \(\d+%\)$/);
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(readout(page)).toHaveText('Fit (100%)');

  // 100 % draws a phone at its real width, 200 % at twice it; the layout width stays the phone's.
  // The page's width is animated (160 ms), so each width is waited for.
  await zoomMenu(page).selectOption('100%');
  await expect(readout(page)).toHaveText('100%');
  await expect.poll(async () => (await box(framePage(page))).width).toBeCloseTo(375, 0);
  await zoomMenu(page).selectOption('200%');
  await expect.poll(async () => (await box(framePage(page))).width).toBeCloseTo(750, 0);
  expect(await layoutWidth(page)).toBe('375px');

  // A tablet at 200 % is wider than the pane: the pane scrolls sideways, the window does not.
  await page.getByRole('button', { name: 'Tablet' }).click();
  await expect.poll(async () => (await box(framePage(page))).width).toBeCloseTo(2048, 0);
  expect(await layoutWidth(page)).toBe('1024px');
  expect(await canvas.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  // Fit brings the whole width back inside the pane.
  await zoomMenu(page).selectOption('Fit');
  const pane = await box(canvas);
  await expect.poll(async () => (await box(framePage(page))).width).toBeLessThanOrEqual(pane.width);
  expect((await box(framePage(page))).x).toBeGreaterThanOrEqual(pane.x);
  await expect(readout(page)).toHaveText(/^Fit \(\d+%\)$/);
  expect(await violations(page, { exclude: '[data-testid="canvas"], .designer-sidebar' })).toEqual([]);

  // The buttons step through the presets.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  const stepped = await readout(page).textContent();
  expect(['75%', '100%']).toContain(stepped);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(readout(page)).not.toHaveText(stepped!);

  // The keys: Ctrl+0, Ctrl+=, Ctrl+-, Shift+1.
  await focusCanvas(page);
  await page.keyboard.press('Control+0');
  await expect(readout(page)).toHaveText('100%');
  await page.keyboard.press('Control+Equal');
  await expect(readout(page)).toHaveText('125%');
  await page.keyboard.press('Control+Minus');
  await expect(readout(page)).toHaveText('100%');
  await page.keyboard.press('Shift+Digit1');
  await expect(readout(page)).toHaveText(/^Fit/);
  await page.keyboard.press('Control+0');
  await expect(readout(page)).toHaveText('100%');

  // Ctrl+wheel over the canvas zooms the canvas, not the browser's page, around the pointer: a
  // tablet at 100 % is wider than the pane, which scrolls to keep the paragraph under the pointer.
  await page.getByRole('button', { name: 'Tablet' }).click();
  const paragraph = page.locator('#element-para');
  const before = await box(paragraph);
  const pointer = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(pointer.x, pointer.y);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -150);
  await page.keyboard.up('Control');
  await expect(readout(page)).not.toHaveText('100%');
  const zoomed = Number((await readout(page).textContent())!.replace('%', ''));
  expect(zoomed).toBeGreaterThan(100);
  const after = await box(paragraph);
  expect(after.width).toBeCloseTo((before.width * zoomed) / 100, -1);
  expect(await page.getByTestId('canvas').evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  expect(Math.abs(after.x + after.width / 2 - pointer.x)).toBeLessThan(4);
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

  // The zoom is a view of the page, not a change to it: nothing to save, nothing saved.
  await expect(page.getByTestId('save-status')).not.toHaveText('Unsaved changes');
  await page.waitForTimeout(2500);
  expect((await storedDesign(request, token, landingId, pageId)).version).toBe(version);

  // This browser remembers it.
  await page.reload();
  await expect(readout(page)).toHaveText(`${zoomed}%`);
  await expect(page.getByTestId('save-status')).not.toHaveText('Unsaved changes');

  // Keys typed into a field are the field's.
  await page.locator('#element-one').click();
  const field = page.locator('.designer-inspector').getByRole('textbox', { name: 'Headline text' });
  await field.focus();
  await page.keyboard.press('Control+0');
  await page.keyboard.press('Shift+Digit1');
  await expect(field).toHaveValue(/!/);
  await expect(readout(page)).toHaveText(`${zoomed}%`);

  // The zoom keys are in the shortcuts list, whose code loads on its first opening or while the designer is idle.
  const shortcutsButton = page.getByRole('button', { name: 'Keyboard shortcuts' });
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await shortcutsButton.click();
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByText('Zoom in (50% to 200%)')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shortcuts).toBeHidden();
  await expect(shortcutsButton).toBeFocused();
  await focusCanvas(page);
  await page.keyboard.press('Shift+Slash');
  await expect(shortcuts).toBeVisible();
  await shortcuts.getByRole('button', { name: 'Close' }).click();
  await expect(shortcuts).toBeHidden();
});

test('the selection chrome keeps its size on screen at 50% and 200% and stays clickable', async ({ page, context, request }) => {
  await openSeeded(page, context, request);
  await page.getByRole('button', { name: 'Mobile' }).click();
  await page.locator('#element-one').click();
  const handle = page.getByRole('button', { name: 'Move Headline' }).first();
  /** The element's outline as drawn: its width times the zoom it is drawn at. */
  const outline = () => page.locator('#element-one').evaluate((node) => parseFloat(getComputedStyle(node).outlineWidth) * ((node as HTMLElement & { currentCSSZoom: number }).currentCSSZoom ?? 1));

  const sizes: Record<string, { handle: { width: number; height: number }; outline: number; element: number }> = {};
  for (const zoom of ['50%', '200%']) {
    await zoomMenu(page).selectOption(zoom);
    await expect(readout(page)).toHaveText(zoom);
    const { width, height } = await box(handle);
    sizes[zoom] = { handle: { width, height }, outline: await outline(), element: (await box(page.locator('#element-one'))).width };
  }
  // The element itself is drawn four times as wide; its handle and outline are not.
  expect(sizes['200%']!.element).toBeCloseTo(sizes['50%']!.element * 4, 0);
  expect(sizes['200%']!.handle.width).toBeCloseTo(sizes['50%']!.handle.width, 0);
  expect(sizes['200%']!.handle.height).toBeCloseTo(sizes['50%']!.handle.height, 0);
  expect(sizes['200%']!.outline).toBeCloseTo(2, 0);
  expect(sizes['50%']!.outline).toBeCloseTo(2, 0);

  // The section's tools answer clicks at 200 %.
  const section = page.locator('#section-main');
  await section.hover({ position: { x: 200, y: 4 } });
  await page.getByRole('button', { name: 'Select section 1' }).click();
  await expect(section).toHaveClass(/is-selected/);
});

test('an element dragged from the palette at 150% lands where it was dropped', async ({ page, context, request }) => {
  const { token, landingId, pageId } = await openSeeded(page, context, request);
  await page.getByRole('button', { name: 'Mobile' }).click();
  await zoomMenu(page).selectOption('150%');
  await expect(readout(page)).toHaveText('150%');

  // Just below the middle of the first headline: after it, before the second.
  const target = page.locator('#element-one');
  await target.scrollIntoViewIfNeeded();
  await dragTo(page, page.getByTestId('palette-item-paragraph'), target, () => expect(target).toHaveAttribute('data-drop-side', 'after'));
  await expect.poll(() => page.locator('#column-left [data-testid="canvas-element"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-type')))).toEqual(['headline', 'paragraph', 'headline']);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const design = await storedDesign(request, token, landingId, pageId);
  expect(design.design.sections[0]!.rows[0]!.columns[0]!.elements.map((element) => element.key)).toEqual(['headline', 'paragraph', 'headline']);
});
