import type { Locator, Page } from '@playwright/test';

/**
 * Drags like a person with a mouse: press, move in small steps (dnd-kit needs the movement),
 * release. `beforeRelease` waits, as a person does, until the page shows where the drop will land.
 * `past: true` drops well past the target's middle, as a person does who means "after it" while
 * dragging down (a drop a hair past the middle is a coin toss on a busy machine).
 */
export async function dragTo(page: Page, source: Locator, target: Locator, beforeRelease?: () => Promise<void>, options: { past?: boolean } = {}): Promise<void> {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag source or target is not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  // The canvas may lay out again once a drag is under way (drop indicators open up): aim once more
  // at where the target is now, and let a frame pass so the drop target under the pointer is current.
  const settled = (await target.boundingBox()) ?? to;
  const below = options.past ? settled.height / 4 : 2;
  await page.mouse.move(settled.x + settled.width / 2 + 2, settled.y + settled.height / 2 + below, { steps: 5 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await beforeRelease?.();
  await page.mouse.up();
}
