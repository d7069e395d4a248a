import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { designOf, saveDemoDesign } from './support/published-design.ts';

const SECTIONS = 40;

test('on a long page, a section far down the canvas shows with its styles once scrolled to, and follows an edit', async ({ page, context, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  const headlines = Array.from({ length: SECTIONS }, (_, i) => ({ key: 'headline', id: `element-h${i}`, props: { text: `Headline ${i}` } }));
  headlines[SECTIONS - 1] = { ...headlines[SECTIONS - 1]!, id: 'element-last', style: { MarginTop: 37 } } as (typeof headlines)[number];
  const { response } = await saveDemoDesign(request, designOf(headlines));
  expect(response.ok(), await response.text()).toBe(true);
  await signInContext(context, token);
  await page.setViewportSize({ width: 1440, height: 900 });

  await openDesigner(page, designUrl);
  const canvas = page.getByTestId('canvas');
  await expect(canvas.locator('#element-h0')).toContainText('Headline 0');
  // Far below the fold the section waits as a placeholder of about its height.
  const last = canvas.locator(`#section-s${SECTIONS - 1}`);
  await expect(last).toHaveClass(/canvas-section--pending/);

  await last.scrollIntoViewIfNeeded();
  const element = canvas.locator('#element-last');
  await expect(element).toContainText(`Headline ${SECTIONS - 1}`);
  await expect(element).toHaveCSS('margin-top', '37px');

  await element.click();
  const marginTop = page.getByRole('region', { name: 'Style' }).getByRole('spinbutton', { name: 'Margin top' });
  await expect(marginTop).toHaveValue('37');
  await marginTop.fill('12');
  await marginTop.press('Tab');
  await expect(element).toHaveCSS('margin-top', '12px');
});
