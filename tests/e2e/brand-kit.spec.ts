import type { Page } from '@playwright/test';
import { STARTER_COLLECTION } from '../../server/src/seed/starter/seed-starter.ts';
import { apiHeaders, signedIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { dragTo } from './support/drag.ts';
import { designOf, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

interface StoredDesign {
  sections: { rows: { columns: { elements: { key: string; props: { button: Record<string, unknown> } }[] }[] }[] }[];
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** The hero's first button: filled, its colours left to the kit. */
const heroButton = (page: Page) => page.locator('.ts-section').nth(1).locator('.ts-button').first();

/** Whether the page's fonts finished loading and `family` is one of them (served by the app, not a font host). */
async function fontLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some((font) => font.family.replaceAll('"', '') === name && font.status === 'loaded');
  }, family);
}

test('a website wears its template’s brand kit, and a kit changed in Settings restyles its published pages and new elements', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const restaurant = STARTER_COLLECTION.sites.find((site) => site.name === 'Restaurant')!;
  const kit = restaurant.brandKit;
  const headers = await apiHeaders(request, E2E_DEMO);
  const templates = (await (await request.get('/api/v1/templates', { headers })).json()).data as { id: number; name: string }[];
  const template = templates.find((entry) => entry.name === restaurant.name)!;
  const subdomain = `brandkit${Date.now().toString(36)}`;
  const title = `Casa Verde ${subdomain.slice(-4)}`;
  const created = await request.post('/api/v1/landings', { headers, data: { title, subdomain, template_id: template.id } });
  expect(created.status(), await created.text()).toBe(201);
  const landing = (await created.json()).data as { id: number; home_page_id: number };
  expect((await request.post(`/api/v1/landings/${landing.id}/pages/${landing.home_page_id}/publish`, { headers })).ok()).toBe(true);
  const home = siteUrl(baseURL).replace('//demo.', `//${subdomain}.`);

  // The template's kit on the published page: its primary colour, button radius and heading font; its header names the website.
  await page.goto(home);
  await expect(heroButton(page)).toHaveCSS('background-color', rgb(kit.colors.primary));
  await expect(heroButton(page)).toHaveCSS('border-top-left-radius', `${kit.buttonRadius}px`);
  await expect(page.locator('h1').first()).toHaveCSS('font-family', /^"Playfair Display"/);
  expect(await fontLoaded(page, 'Playfair Display')).toBe(true);
  await expect(page.locator('.ts-section').first()).toContainText(title);
  await expect(page.locator('.ts-section').first()).not.toContainText('Olive and Thyme');
  // The closing band's button has colours of its own (white on the dark band): the kit leaves it so.
  const ownColours = page.locator('.ts-section').nth(-2).locator('.ts-button').first();
  await expect(ownColours).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // The agency changes the primary colour and the heading font in the website's settings.
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${landing.id}/settings`);
  const form = page.getByRole('form', { name: 'Brand kit' });
  await expect(form.getByLabel('Primary', { exact: true })).toHaveValue(kit.colors.primary);
  await form.getByLabel('Primary', { exact: true }).fill('#0f766e');
  await form.getByRole('radio', { name: 'Merriweather' }).first().check();
  await expect(form.getByRole('group', { name: 'Sample in the brand kit' }).locator('.brand-kit__sample-button')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page), `settings at ${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `settings at ${width} px`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await form.getByRole('button', { name: 'Save brand kit' }).click();
  await expect(form.getByRole('status')).toHaveText('Brand kit saved. The published pages are being updated.');
  const saved = (await (await request.get(`/api/v1/landings/${landing.id}/brand-kit`, { headers })).json()).data;
  expect(saved).toMatchObject({ colors: { primary: '#0f766e' }, headingFont: 'merriweather' });

  // The published page restyles once the queued re-render ran; the page's design was not touched.
  await expect(async () => {
    await page.goto(home);
    await expect(heroButton(page)).toHaveCSS('background-color', 'rgb(15, 118, 110)', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('h1').first()).toHaveCSS('font-family', /^Merriweather/);
  expect(await fontLoaded(page, 'Merriweather')).toBe(true);
  await expect(ownColours).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // A button added in the designer takes the kit's colour, and is saved without one of its own.
  await page.goto(`/agency/websites/${landing.id}/pages/${landing.home_page_id}/design`);
  const canvas = page.getByTestId('canvas');
  await expect(canvas).toBeVisible();
  const before = await canvas.locator('[data-element-type="button"]').count();
  const newSection = page.getByTestId('canvas-new-section');
  // Let go once the strip shows it takes the drop, as a person would.
  await dragTo(page, page.getByTestId('palette-item-button'), newSection, () => expect(newSection).toHaveAttribute('data-drop-side', /.+/));
  await expect(canvas.locator('[data-element-type="button"]')).toHaveCount(before + 1);
  // The pointer let go where the new button now is; hovered, it would show the kit's hover colour.
  await page.mouse.move(0, 0);
  const added = canvas.locator('[data-element-type="button"]').last().locator('.ts-button');
  await expect(added).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(async () => {
    const stored = (await (await request.get(`/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`, { headers })).json()).data as { design: StoredDesign };
    const buttons = stored.design.sections.flatMap((section) => section.rows.flatMap((row) => row.columns.flatMap((column) => column.elements.filter((element) => element.key === 'button'))));
    expect(buttons).toHaveLength(before + 1);
    expect(buttons.at(-1)!.props.button).toMatchObject({ ButtonBackgroundColor: '', TextColor: '', FontFamily: '', BorderRadius: null });
  }).toPass({ timeout: 10_000 });
});

test('an Icon and a form’s submit button on a published page take the kit’s primary colour, and a changed kit restyles them', async ({ page, request, baseURL }) => {
  const headers = await apiHeaders(request, E2E_DEMO);
  const subdomain = `kitparts${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/landings', { headers, data: { title: `Kit parts ${subdomain.slice(-4)}`, subdomain } });
  expect(created.status(), await created.text()).toBe(201);
  const landing = (await created.json()).data as { id: number; home_page_id: number };
  const pageUrl = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const design = designOf([{ key: 'h1', props: { content: 'Kit parts' } }, { key: 'icon' }, { key: 'form' }]);
  expect((await request.put(`${pageUrl}/design`, { headers, data: { design, version } })).ok()).toBe(true);
  const kit = (await (await request.get(`/api/v1/landings/${landing.id}/brand-kit`, { headers })).json()).data;
  const saved = await request.put(`/api/v1/landings/${landing.id}/brand-kit`, { headers, data: { ...kit, colors: { ...kit.colors, primary: '#0f766e' } } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await request.post(`${pageUrl}/publish`, { headers })).ok()).toBe(true);

  await page.goto(siteUrl(baseURL).replace('//demo.', `//${subdomain}.`));
  await expect(page.locator('.ts-icon svg')).toHaveCSS('color', 'rgb(15, 118, 110)');
  await expect(page.locator('.ts-icon svg')).toHaveCSS('stroke', 'rgb(15, 118, 110)');
  await expect(page.locator('.ts-form .ts-button')).toHaveCSS('background-color', 'rgb(15, 118, 110)');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await violations(page), `published page at ${width} px`).toEqual([]);
    await expectNoSidewaysScroll(page, `published page at ${width} px`);
  }
});
