import type { Locator, Page } from '@playwright/test';
import { elements } from '@tessera/plugins';
import { violations } from './support/axe.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { twoColourPng } from './support/png.ts';
import { designOf } from './support/published-design.ts';
import { realisticProps } from './support/realistic-props.ts';
import { expect, test } from './support/test.ts';

const VIEWPORT = { width: 1280, height: 720 };

/**
 * What a user would see go wrong in the inspector with the selected element's settings: the
 * panel or the page scrolling sideways, and controls, pictures or text sticking out of the
 * panel (cut off, or under the window's edge).
 */
async function overflow(inspector: Locator): Promise<string[]> {
  return inspector.evaluate((panel) => {
    const name = (node: Element) => `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}${node.getAttribute('aria-label') ? `[${node.getAttribute('aria-label')}]` : ''}`;
    const found: string[] = [];
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) found.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    // A text box scrolling the long text it holds is how text boxes work; any other box must not.
    const scrollers = [panel, ...panel.querySelectorAll(':not(input, textarea, select)')].filter((node) => getComputedStyle(node).overflowX !== 'visible');
    for (const node of scrollers) {
      if (node.scrollWidth > node.clientWidth) found.push(`${name(node)} scrolls sideways: ${node.scrollWidth} > ${node.clientWidth}`);
    }
    const box = panel.getBoundingClientRect();
    for (const node of panel.querySelectorAll('input, select, textarea, button, a, img, video, iframe, svg, label, legend, p, h2, h3, li')) {
      const rect = node.getBoundingClientRect();
      if (rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)) found.push(`${name(node)} sticks out of the panel: ${Math.round(rect.left)}–${Math.round(rect.right)} of ${Math.round(box.left)}–${Math.round(box.right)}`);
    }
    return found;
  });
}

/** Whether the whole of the control lies inside the window. */
async function fullyInView(page: Page, control: Locator): Promise<boolean> {
  const box = await control.boundingBox();
  const { width, height } = page.viewportSize()!;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

test('the inspector keeps its width and its Delete button in view for every installed element, with wide pictures and long addresses', async ({ page, context, request }) => {
  // Every installed element selected in turn and its panel measured: one to two minutes on the 2-core machine.
  test.slow();
  const { landingId, pageId, token, designUrl } = await freshDemoPage(request);
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post(`/api/v1/landings/${landingId}/files`, {
    headers,
    multipart: { file: { name: 'wide.png', mimeType: 'image/png', buffer: twoColourPng(1200, 600, [37, 99, 235], [234, 88, 12]) } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const image = { url: (await upload.json()).data.url as string, width: 1200, height: 600 };

  // The installed elements as the manifest lists them, the apps' among them.
  expect(elements.some((definition) => definition.app)).toBe(true);
  const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const design = designOf(elements.map((definition) => ({ key: definition.id, props: realisticProps(definition, image) })));
  const saved = await request.put(`${pageUrl}/design`, { headers, data: { design, version } });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.setViewportSize(VIEWPORT);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  // The palette offers the same elements, so none of the product's is left out here.
  await expect(page.locator('[data-testid^="palette-item-"]')).toHaveCount(elements.length);

  const canvas = page.getByTestId('canvas');
  const inspector = page.getByRole('complementary', { name: 'Settings' });
  const remove = inspector.getByRole('button', { name: 'Delete', exact: true });
  let largest = { definition: elements[0]!, controls: 0 };
  for (const definition of elements) {
    await canvas.locator(`[data-testid="canvas-element"][data-element-type="${definition.id}"]`).click({ position: { x: 4, y: 4 } });
    await expect(inspector.getByRole('heading', { level: 2 }), definition.id).toHaveText(definition.label);
    await expect(inspector.getByText('Loading settings…')).toHaveCount(0);
    // Pictures take their size when they have loaded.
    await inspector.evaluate((panel) => Promise.all([...panel.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined))));
    expect(await overflow(inspector), `${definition.id}: its settings as they open`).toEqual([]);
    expect(await fullyInView(page, remove), `${definition.id}: Delete as its settings open`).toBe(true);

    // Scrolled to the end of the settings, Delete is still there.
    await inspector.hover();
    await page.mouse.wheel(0, 20_000);
    expect(await fullyInView(page, remove), `${definition.id}: Delete with its settings scrolled to the end`).toBe(true);
    const controls = await inspector.locator('input, select, textarea, button').count();
    if (controls > largest.controls) largest = { definition, controls };
  }

  // The largest panel's number fields, list editors and buttons pass axe (the canvas is the user's own page, the palette checked elsewhere).
  await canvas.locator(`[data-testid="canvas-element"][data-element-type="${largest.definition.id}"]`).click({ position: { x: 4, y: 4 } });
  await expect(inspector.getByRole('heading', { level: 2 })).toHaveText(largest.definition.label);
  expect(await violations(page, { exclude: '[data-testid="canvas"], .designer-sidebar' }), largest.definition.id).toEqual([]);
});
