import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { dragTo } from './support/drag.ts';
import { canvasSnapshot, freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { saveDemoDesign } from './support/published-design.ts';

/** Drags `source` onto the upper or lower quarter of `target` (before or after it), like a person would. */
async function dragOnto(page: Page, source: Locator, target: Locator, side: 'before' | 'after', axis: 'y' | 'x' = 'y') {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  const x = axis === 'x' ? to.x + to.width * (side === 'before' ? 0.2 : 0.8) : to.x + to.width / 2;
  const y = axis === 'y' ? to.y + to.height * (side === 'before' ? 0.2 : 0.8) : to.y + to.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(x, y, { steps: 20 });
  await page.mouse.move(x + 1, y + 1, { steps: 2 });
  await page.mouse.up();
  // dnd-kit swallows clicks for 50 ms after a drag (no person clicks that fast).
  await page.waitForTimeout(100);
}

const sectionTypes = (page: Page) => page.locator('[data-testid="canvas-section"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section-type')));
const elementTypes = (column: Locator) => column.locator('[data-testid="canvas-element"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-type')));
const columnWidths = (row: Locator) => row.locator(':scope > [data-testid="canvas-column"]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).style.getPropertyValue('--ts-col')));

/** Two sections: a header with a headline, and an about section with a row of three columns holding a headline, a paragraph and a button. */
const seeded = {
  schemaVersion: 1,
  sections: [
    {
      id: 'section-head',
      key: 'header',
      options: {},
      rows: [{ id: 'row-head', key: 'row', options: {}, columns: [{ id: 'column-head', key: 'column', options: { width: 100 }, elements: [{ id: 'element-title', key: 'headline', props: { text: 'Title' } }] }] }],
    },
    {
      id: 'section-about',
      key: 'about',
      options: {},
      rows: [
        {
          id: 'row-about',
          key: 'row',
          options: {},
          columns: [
            { id: 'column-a', key: 'column', options: { width: 33.33 }, elements: [{ id: 'element-one', key: 'headline', props: { text: 'One' } }, { id: 'element-two', key: 'headline', props: { text: 'Two' } }] },
            { id: 'column-b', key: 'column', options: { width: 33.33 }, elements: [{ id: 'element-para', key: 'paragraph', props: {} }] },
            { id: 'column-c', key: 'column', options: { width: 33.34 }, elements: [{ id: 'element-button', key: 'button', props: {} }] },
          ],
        },
      ],
    },
  ],
};

test('builds a two-section page with rows and columns from scratch', async ({ page, context, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  await page.getByRole('button', { name: '+ Add section' }).click();
  await page.getByRole('menuitem', { name: /Header/ }).click();
  await page.getByRole('button', { name: '+ Add section' }).click();
  await page.getByRole('menuitem', { name: /About/ }).click();
  expect(await sectionTypes(page)).toEqual(['header', 'about']);

  // The new about section is selected: its settings add a row of two columns, a third and two thirds.
  await page.locator('.designer-inspector').getByRole('button', { name: 'Add a row' }).click();
  await page.getByRole('menuitem', { name: 'Row: 33 / 67' }).click();
  const about = page.locator('[data-section-type="about"]');
  const rows = about.locator('[data-testid="canvas-row"]');
  await expect(rows).toHaveCount(2);
  expect(await columnWidths(rows.nth(1))).toEqual(['33.33%', '66.67%']);

  const header = page.locator('[data-section-type="header"]');
  const placed = page.locator('[data-testid="canvas-element"]');
  // Each drop lets go once the column shows it will take the element, as a person would.
  const dropInto = (element: string, column: Locator) =>
    dragTo(page, page.getByTestId(`palette-item-${element}`), column, () => expect(column).toHaveAttribute('data-drop-side', /.+/));
  await dropInto('headline', header.locator('[data-testid="canvas-column"]').first());
  await expect(placed).toHaveCount(1);
  await dropInto('headline', rows.nth(0).locator('[data-testid="canvas-column"]').first());
  await expect(placed).toHaveCount(2);
  await dropInto('paragraph', rows.nth(1).locator('[data-testid="canvas-column"]').first());
  await expect(placed).toHaveCount(3);
  await dropInto('button', rows.nth(1).locator('[data-testid="canvas-column"]').nth(1));
  await expect(placed).toHaveCount(4);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const { design } = await storedDesign(request, token, landingId, pageId);
  expect(design.sections.map((s) => s.key)).toEqual(['header', 'about']);
  expect(design.sections[1]!.rows.map((r) => r.columns.map((c) => c.options.width))).toEqual([[100], [33.33, 66.67]]);
  expect(design.sections[1]!.rows[1]!.columns.map((c) => c.elements.map((e) => e.key))).toEqual([['paragraph'], ['button']]);
});

test('+ Add section puts the new section after the selected one, and never below the footer', async ({ page, context, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  const addSection = async (type: RegExp) => {
    await page.getByRole('button', { name: '+ Add section' }).click();
    await page.getByRole('menuitem', { name: type }).click();
  };

  await addSection(/Header/);
  await addSection(/Footer/);
  // The footer is selected: the next section goes above it.
  await addSection(/About/);
  expect(await sectionTypes(page)).toEqual(['header', 'about', 'footer']);

  // With something in the header selected (its empty column), a new section follows the header.
  await page.locator('[data-section-type="header"] [data-testid="canvas-column"]').click();
  await addSection(/Contact/);
  expect(await sectionTypes(page)).toEqual(['header', 'contact', 'about', 'footer']);

  // Nothing selected: above the footer still.
  await page.getByTestId('canvas').click({ position: { x: 4, y: 4 } });
  await addSection(/Transition/);
  expect(await sectionTypes(page)).toEqual(['header', 'contact', 'about', 'transition', 'footer']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  const { design } = await storedDesign(request, token, landingId, pageId);
  expect(design.sections.map((s) => s.key)).toEqual(['header', 'contact', 'about', 'transition', 'footer']);
});

test('reorders sections, columns and elements by drag, within and across parents', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  expect((await saveDemoDesign(request, seeded)).response.ok()).toBe(true);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  // A section by its handle, below the other one.
  const head = page.locator('#section-head');
  await head.hover();
  await dragOnto(page, head.getByRole('button', { name: 'Move Header 1' }), page.locator('#section-about'), 'after');
  await expect.poll(() => sectionTypes(page)).toEqual(['about', 'header']);

  // An element into another column, after the paragraph.
  await page.locator('#element-two').click();
  await dragOnto(page, page.getByRole('button', { name: 'Move Headline' }).first(), page.locator('#element-para'), 'after');
  await expect.poll(() => elementTypes(page.locator('#column-b'))).toEqual(['paragraph', 'headline']);
  await expect(page.locator('#column-b [data-testid="canvas-element"]').last()).toHaveAttribute('id', 'element-two');

  // A column before the first one of its row: the widths travel with the columns. Clicked clear of
  // the gutter on its left edge, a 12px handle on screen at any zoom.
  await page.locator('#column-c').click({ position: { x: 12, y: 4 } });
  await dragOnto(page, page.getByRole('button', { name: 'Move Column 3' }), page.locator('#column-a'), 'before', 'x');
  await expect.poll(() => page.locator('#row-about > [data-testid="canvas-column"]').evaluateAll((nodes) => nodes.map((n) => n.id))).toEqual(['column-c', 'column-a', 'column-b']);

  // A column into the other section's row: both rows still add up to 100 %.
  await page.locator('#column-c').click({ position: { x: 12, y: 4 } });
  await dragOnto(page, page.getByRole('button', { name: 'Move Column 1' }), page.locator('#column-head'), 'after', 'x');
  await expect.poll(() => columnWidths(page.locator('#row-head'))).toEqual(['50%', '50%']);
  expect(await columnWidths(page.locator('#row-about'))).toEqual(['50%', '50%']);

  // Undo takes each move back.
  for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Undo' }).click();
  expect(await sectionTypes(page)).toEqual(['header', 'about']);
});

test('a drop lands under the pointer when the page lays out again during the drag', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  expect((await saveDemoDesign(request, seeded)).response.ok()).toBe(true);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  const from = await page.getByTestId('palette-item-headline').boundingBox();
  if (!from) throw new Error('the palette is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  const target = page.locator('#column-c');
  const before = (await target.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height * 0.8, { steps: 10 });
  await expect(target).toHaveAttribute('data-drop-side', /.+/);
  // Mid-drag the page above the target grows, as when a web font or an image arrives.
  await page.locator('#section-head').evaluate((node) => ((node as HTMLElement).style.paddingTop = '240px'));
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height * 0.8, { steps: 15 });
  await expect(target).toHaveAttribute('data-drop-side', /.+/);
  await page.mouse.up();
  await expect.poll(() => elementTypes(target)).toEqual(['button', 'headline']);
});

test('reorders by keyboard, with announcements that name what moves and where', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, seeded);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  const announcer = page.getByTestId('drag-announcer');

  await page.locator('#element-one').click();
  const handle = page.locator('#element-one').getByRole('button', { name: 'Move Headline' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('Picked up Headline, 1 of 2 in Column 1 of Row 1 of About 2');
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toContainText('will go after Headline in Column 1 of Row 1 of About 2');
  await page.keyboard.press('ArrowDown');
  await expect(announcer).toContainText('will go before Paragraph in Column 2 of Row 1 of About 2');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('Headline was moved before Paragraph in Column 2 of Row 1 of About 2');
  await expect.poll(() => elementTypes(page.locator('#column-b'))).toEqual(['headline', 'paragraph']);

  // Escape puts a picked-up section back.
  await page.locator('#section-about').hover();
  await page.getByRole('button', { name: 'Select About 2' }).click();
  await page.locator('#section-about').getByRole('button', { name: 'Move About 2' }).focus();
  await page.keyboard.press('Enter');
  // dnd-kit's keyboard sensor listens for the arrow keys from the task after the pick-up, so a
  // key pressed in the same instant is dropped: a person hears the pick-up first, and so waits this test.
  await expect(announcer).toContainText('Picked up About 2');
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toContainText('will go before Header 1');
  await page.keyboard.press('Escape');
  await expect(announcer).toContainText('cancelled');
  expect(await sectionTypes(page)).toEqual(['header', 'about']);

  // And a section moved up with the keyboard.
  await page.locator('#section-about').getByRole('button', { name: 'Move About 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(announcer).toContainText('Picked up About 2');
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toContainText('will go before Header 1');
  await page.keyboard.press('Enter');
  await expect.poll(() => sectionTypes(page)).toEqual(['about', 'header']);
});

test('resizes columns by their gutter, showing the widths, and never below 10 %', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, seeded);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  const row = page.locator('#row-about');
  const gutter = row.getByTestId('column-gutter').first();
  await row.hover();
  const box = (await gutter.boundingBox())!;
  const rowBox = (await row.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + rowBox.width * 0.1, box.y + box.height / 2, { steps: 8 });
  await expect(row.getByTestId('gutter-widths')).toHaveText('43% | 23.7%');
  // Far past the left edge: the left column stops at 10 %.
  await page.mouse.move(rowBox.x - 200, box.y + box.height / 2, { steps: 12 });
  await expect(row.getByTestId('gutter-widths')).toHaveText('10% | 56.7%');
  await page.mouse.up();
  await expect(row.getByTestId('gutter-widths')).toHaveCount(0);
  expect(await columnWidths(row)).toEqual(['10%', '56.66%', '33.34%']);

  // The keyboard: each arrow moves the line by 1 %, Shift by 5 %; End goes as far as the neighbour allows.
  await gutter.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  expect(await columnWidths(row)).toEqual(['16%', '50.66%', '33.34%']);
  await page.keyboard.press('End');
  expect(await columnWidths(row)).toEqual(['56.66%', '10%', '33.34%']);
  await expect(gutter).toHaveAttribute('aria-valuenow', '56.7');

  // One drag is one undo step.
  await page.locator('.designer-top-bar').getByRole('button', { name: 'Undo' }).click();
  expect(await columnWidths(row)).toEqual(['10%', '56.66%', '33.34%']);
  await page.locator('.designer-top-bar').getByRole('button', { name: 'Undo' }).click();
  expect(await columnWidths(row)).toEqual(['33.33%', '33.33%', '33.34%']);
});

test('undoes a sequence of ten edits to the exact earlier state, and redoes them', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, seeded);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  const undo = page.locator('.designer-top-bar').getByRole('button', { name: 'Undo' });
  const redo = page.locator('.designer-top-bar').getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  const before = await canvasSnapshot(page);

  // 1. a section, 2. a row, 3. text, 4. a duplicate, 5. a move, 6. a style, 7. a mobile override, 8. page settings, 9. a section type, 10. a delete
  await page.getByRole('button', { name: '+ Add section' }).click();
  await page.getByRole('menuitem', { name: /Contact/ }).click();
  await page.locator('.designer-inspector').getByRole('button', { name: 'Add a row' }).click();
  await page.getByRole('menuitem', { name: 'Row: 25 / 50 / 25' }).click();
  await page.locator('#element-one').click();
  await page.getByLabel('Headline text').fill('Changed');
  await page.locator('.designer-inspector').getByRole('button', { name: 'Duplicate' }).click();
  await page.locator('.designer-inspector').getByRole('button', { name: 'Move down' }).click();
  await page.getByLabel('Padding top').fill('24');
  await page.getByLabel('Padding top').press('Enter');
  await page.getByRole('button', { name: 'Mobile' }).click();
  await page.getByLabel('Padding top (mobile)').fill('4');
  await page.getByLabel('Padding top (mobile)').press('Enter');
  await page.getByRole('button', { name: 'Desktop' }).click();
  await page.getByRole('tab', { name: 'Page' }).click();
  await page.getByLabel('Text colour value').fill('#123456');
  await page.locator('#section-head').hover();
  await page.getByRole('button', { name: 'Select Header 1' }).click();
  await page.getByLabel('Section type').selectOption('footer');
  await page.locator('#element-button').click();
  await page.locator('.designer-inspector').getByRole('button', { name: 'Delete' }).click();
  const after = await canvasSnapshot(page);
  expect(after).not.toBe(before);

  for (let i = 0; i < 10; i++) await undo.click();
  await expect(undo).toBeDisabled();
  expect(await canvasSnapshot(page)).toBe(before);
  for (let i = 0; i < 10; i++) await redo.click();
  await expect(redo).toBeDisabled();
  expect(await canvasSnapshot(page)).toBe(after);
});
