import type { Locator, Route } from '@playwright/test';
import { elements } from '@tessera/plugins';
import { violations } from './support/axe.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { dragTo } from './support/drag.ts';
import { twoColourPng } from './support/png.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';
import { expect, test } from './support/test.ts';

/** The installed element that takes several dropped images at once (the gallery), found through the manifest. */
const gallery = elements.find((definition) => !definition.app && definition.imageDrop && (typeof definition.imageDrop.max === 'function' || definition.imageDrop.max > 1));

/** The installed element that takes one dropped image in place of its own. */
const single = elements.find((definition) => !definition.app && definition.imageDrop?.max === 1);

/** Files dragged from the desktop: dragged over the target, which shows it takes them, then dropped. */
async function dropFiles(target: Locator, files: { name: string; type: string; bytes: Buffer }[], expectTarget: string) {
  const transfer = await target.page().evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const file of list) data.items.add(new File([Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))], file.name, { type: file.type }));
      return data;
    },
    files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(target.getByText(expectTarget, { exact: true })).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(target.getByText(expectTarget, { exact: true })).toHaveCount(0);
}

const FILES = [
  { name: 'summer-beach_2.png', alt: 'Summer beach 2', colours: [[250, 200, 90], [40, 120, 200]] },
  { name: 'old-town-square.png', alt: 'Old town square', colours: [[160, 60, 40], [230, 220, 200]] },
  { name: 'harbour_at_dusk.png', alt: 'Harbour at dusk', colours: [[20, 30, 80], [240, 140, 60]] },
] as const;

interface StoredGallery {
  images: { image: { url: string; alt: string; Ratio: number } }[];
}

test('a gallery takes three images chosen at once, uploaded in parallel with alt text from their names, and files dropped on it and on its panel; an image takes a dropped file', async ({ page, context, request }) => {
  expect(gallery, 'an installed element takes several dropped images').toBeDefined();
  expect(single, 'an installed element takes one dropped image').toBeDefined();
  const { landingId, pageId, token, designUrl } = await freshDemoPage(request);
  await signInContext(context, token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDesigner(page, designUrl);

  const paletteItem = page.getByTestId(`palette-item-${gallery!.id}`);
  await paletteItem.scrollIntoViewIfNeeded();
  await dragTo(page, paletteItem, page.getByTestId('canvas-dropzone'));
  const element = page.getByTestId('canvas').locator(`[data-testid="canvas-element"][data-element-type="${gallery!.id}"]`);
  await expect(element).toHaveCount(1);
  await element.click();
  const inspector = page.getByRole('complementary', { name: 'Settings' });
  await inspector.getByRole('button', { name: 'Add images' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add images' });
  await expect(dialog).toBeVisible();

  // The uploads are held at the server's door until all three are under way at once.
  const held: Route[] = [];
  await page.route('**/api/v1/images/upload-image**', (route) => void held.push(route));
  await dialog.getByLabel('Choose files').setInputFiles(FILES.map((file) => ({ name: file.name, mimeType: 'image/png', buffer: twoColourPng(320, 200, [...file.colours[0]], [...file.colours[1]]) })));
  for (const file of FILES) await expect(dialog.getByRole('progressbar', { name: `Uploading ${file.name}` })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Uploading 3 images… 0 of 3 uploaded');
  await expect.poll(() => held.length).toBe(3);
  for (const route of held) await route.continue();
  await page.unroute('**/api/v1/images/upload-image**');

  await expect(dialog.getByRole('status')).toHaveText('3 of 3 uploaded');
  for (const file of FILES) {
    const row = dialog.getByTestId('upload-row').filter({ hasText: file.name });
    await expect(row).toContainText('Uploaded');
    await expect(row.getByLabel(`Alt text for ${file.name}`)).toHaveValue(file.alt);
  }

  for (const [width, height] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await violations(page, { exclude: '[data-testid="canvas"]' }), `the picker at ${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `the picker at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await dialog.getByRole('button', { name: 'Add 3 images' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(element.locator('img')).toHaveCount(3);
  // One change: one Undo takes all three back, Redo brings them again.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(element.locator('img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(element.locator('img')).toHaveCount(3);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const galleryProps = async () => {
    const design = await storedDesign(request, token, landingId, pageId);
    const stored = design.design.sections.flatMap((section) => section.rows.flatMap((row) => row.columns.flatMap((column) => column.elements)));
    return stored.find((candidate) => candidate.key === gallery!.id)!.props as unknown as StoredGallery;
  };
  const saved = await galleryProps();
  expect(saved.images.map((item) => item.image.alt)).toEqual(FILES.map((file) => file.alt));
  for (const item of saved.images) {
    expect(item.image.url).toMatch(/^\/uploads\//);
    expect(item.image.Ratio).toBe(0.63);
  }

  // A file dragged from the desktop onto the gallery on the canvas: a drop target, then a fourth image.
  await dropFiles(element, [{ name: 'fresh-herbs.png', type: 'image/png', bytes: twoColourPng(300, 300, [30, 140, 90], [250, 250, 250]) }], 'Drop images to add them');
  await expect(element.locator('img')).toHaveCount(4);
  await expect(inspector.getByLabel('Image 4 alternative text')).toHaveValue('Fresh herbs');

  // Files dropped on the gallery's panel join it too.
  await dropFiles(inspector.getByTestId('panel-drop-zone'), [{ name: 'market_stalls.png', type: 'image/png', bytes: twoColourPng(200, 200, [90, 90, 200], [200, 90, 90]) }], 'Drop images to add them to the gallery');
  await expect(element.locator('img')).toHaveCount(5);
  await expect(inspector.getByLabel('Image 5 alternative text')).toHaveValue('Market stalls');

  // An image whose alt text is cleared is flagged in words, in its item and above the list.
  await expect(inspector.getByTestId('missing-alt')).toHaveCount(0);
  await inspector.getByLabel('Image 2 alternative text').fill('');
  await expect(inspector.getByRole('group', { name: 'Image 2' }).getByTestId('missing-alt')).toHaveText('Missing alt text: describe the image for people who cannot see it.');
  await expect(inspector.getByTestId('gallery-missing-alt')).toHaveText('1 image has no alt text.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(async () => (await galleryProps()).images.map((item) => item.image.alt)).toEqual(['Summer beach 2', '', 'Harbour at dusk', 'Fresh herbs', 'Market stalls']);

  // An image element takes a dropped file in place of its picture; a file the server refuses keeps the server's words in the uploads tray.
  const imageItem = page.getByTestId(`palette-item-${single!.id}`);
  await imageItem.scrollIntoViewIfNeeded();
  await dragTo(page, imageItem, page.getByTestId('canvas-new-section').first());
  const photo = page.getByTestId('canvas').locator(`[data-testid="canvas-element"][data-element-type="${single!.id}"]`);
  await expect(photo).toHaveCount(1);
  const refused = page.waitForResponse((response) => response.url().includes('/api/v1/images/upload-image') && response.status() === 422);
  await dropFiles(photo, [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('not a picture') }], 'Drop the image to use it here');
  const body = (await (await refused).json()) as { message: string; errors?: { file?: string[] } };
  const tray = page.getByRole('region', { name: 'Uploads' });
  await expect(tray.getByTestId('dropped-upload').filter({ hasText: 'notes.txt' }).getByRole('alert')).toHaveText(body.errors?.file?.[0] ?? body.message);
  await tray.getByRole('button', { name: 'Dismiss' }).click();
  await expect(tray).toHaveCount(0);

  await dropFiles(photo, [{ name: 'fresh-bread.png', type: 'image/png', bytes: twoColourPng(400, 200, [200, 150, 90], [90, 60, 30]) }], 'Drop the image to use it here');
  await expect(photo.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(inspector.getByLabel('Image alternative text')).toHaveValue('Fresh bread');
});
