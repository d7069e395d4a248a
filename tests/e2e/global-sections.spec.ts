import { signInContext } from './support/designer-session.ts';
import { starterWebsite } from './support/starter-website.ts';
import { violations } from './support/axe.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';
import { expect, test } from './support/test.ts';

test('the header edited on the home page shows on another page in the designer and, once the site is published, on its live page', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const { headers, landingId, pages, site } = await starterWebsite(request, baseURL, 'Shared Header Bistro');
  const home = pages.find((entry) => entry.is_home)!;
  const about = pages.find((entry) => entry.unique_name === 'about')!;
  await signInContext(context, headers.authorization.slice('Bearer '.length));
  await page.goto(`/agency/websites/${landingId}/pages/${home.id}/design`);
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 60_000 });

  // The header is marked as the site's, shown on every page.
  const header = page.locator('[data-section-type="header"]');
  const brand = header.locator('[data-element-type="paragraph"]').first();
  await brand.click();
  await expect(header.getByTestId('global-section-badge')).toHaveText('Site header · shows on every page');
  await expect(header.getByRole('button', { name: /Detach from site \(this page only\)/ }).first()).toBeVisible();
  expect(await violations(page), 'the designer with the shared header selected').toEqual([]);

  // The selected paragraph edits in place on a second click.
  await brand.locator('.ts-paragraph').click();
  await expect(brand.locator('[contenteditable="true"]')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Bistro Shared Header');
  await page.getByTestId('canvas').click({ position: { x: 4, y: 4 } });
  await expect(brand).toContainText('Bistro Shared Header');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');

  // Another page of the site opens with the new header.
  await page.goto(`/agency/websites/${landingId}/pages/${about.id}/design`);
  await expect(page.getByTestId('canvas')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-section-type="header"]')).toContainText('Bistro Shared Header');

  // At 390 px the designer, with the shared header selected, does not scroll sideways.
  await page.locator('[data-section-type="header"] [data-element-type="paragraph"]').first().click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the designer with the shared header selected at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Publish site: the about page's live HTML has the header edited on the home page.
  await page.getByRole('button', { name: 'Go-live options' }).click();
  await page.getByRole('menuitem', { name: /Publish site/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish site' });
  await dialog.getByRole('button', { name: 'Publish site' }).click();
  await expect(dialog).toContainText(`${pages.length} of ${pages.length} pages published.`);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  expect((await visitor.goto(`${site}/about`))?.status()).toBe(200);
  await expect(visitor.locator('[data-section="header"]')).toContainText('Bistro Shared Header');
  await expectNoSidewaysScroll(visitor, 'the published about page at 390 px');

  // The blog's list of posts sits between the same header and footer: the page's banner and content information around its main
  // content (axe finds nothing outside a landmark), with the footer at the bottom of the screen though the list is short.
  const post = (await (await request.post(`/api/v1/landings/${landingId}/blogs`, { headers, data: { title: 'Opening night', description: 'A short note.' } })).json()).data;
  expect((await request.post(`/api/v1/landings/${landingId}/blogs/${post.id}/publish`, { headers })).ok()).toBe(true);
  for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
    await visitor.setViewportSize(size);
    expect((await visitor.goto(`${site}/blog`))?.status()).toBe(200);
    await expect(visitor.getByRole('banner')).toContainText('Bistro Shared Header');
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Opening night' })).toBeVisible();
    const footer = visitor.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const box = await footer.boundingBox();
    expect(box!.y + box!.height + (await visitor.evaluate(() => window.scrollY))).toBeGreaterThanOrEqual(size.height - 1);
    expect(await violations(visitor), `the blog at ${size.width} px`).toEqual([]);
    await expectNoSidewaysScroll(visitor, `the blog at ${size.width} px`);
  }
});
