import type { Page } from '@playwright/test';
import { STARTER_COLLECTION } from '../../server/src/seed/starter/seed-starter.ts';
import { apiHeaders } from './support/account-api.ts';
import { violations, WCAG_21_AA } from './support/axe.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { publishDemoDesign, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

const WIDTHS = [375, 1440] as const;

/**
 * At each width: nothing scrolls sideways, no column reaches past its row, every element is
 * drawn, and axe-core finds nothing against WCAG 2.1 AA. The page is opened once, on a phone,
 * and then widened, as a published page's layout is CSS alone (media and container queries).
 */
async function expectLooksRight(page: Page, url: string, what: string) {
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  await page.goto(url);
  await expect(page.locator('.ts-element').first(), what).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const layout = await page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      empty: [...document.querySelectorAll<HTMLElement>('.ts-element')].filter((element) => element.getBoundingClientRect().height === 0).map((element) => element.dataset.element),
      // Columns styled as cards with side margins once pushed the last card past its row (and,
      // in the designer's narrower canvas, past the page).
      columnsPastRow: [...document.querySelectorAll<HTMLElement>('.ts-column')]
        .filter((column) => {
          const row = column.closest('.ts-row');
          const box = column.getBoundingClientRect();
          if (!row || box.width === 0) return false;
          const bounds = row.getBoundingClientRect();
          return box.left < bounds.left - 1 || box.right > bounds.right + 1;
        })
        .map((column) => column.id),
    }));
    expect(layout.overflow, `${what} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    expect(layout.empty, `${what} at ${width} px has elements drawn with no height`).toEqual([]);
    expect(layout.columnsPastRow, `${what} at ${width} px has columns reaching past their row`).toEqual([]);
    expect(await violations(page, { tags: WCAG_21_AA }), `${what} at ${width} px`).toEqual([]);
  }
}

test('every page of every starter site template looks right at 375 and 1440 px once an agency makes a website of it', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  const headers = await apiHeaders(request, E2E_DEMO);
  const templates = (await (await request.get('/api/v1/templates', { headers })).json()).data as { id: number; name: string }[];
  for (const site of STARTER_COLLECTION.sites) {
    const template = templates.find((entry) => entry.name === site.name);
    expect(template, `${site.name} is offered to agencies`).toBeDefined();
    const subdomain = `starter${template!.id}x${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/landings', { headers, data: { title: site.name, subdomain, template_id: template!.id } });
    expect(created.status(), await created.text()).toBe(201);
    const landingId = (await created.json()).data.id as number;
    const pages = (await (await request.get(`/api/v1/landings/${landingId}/pages`, { headers })).json()).data as { id: number; unique_name: string; is_home: boolean }[];
    for (const entry of pages) expect((await request.post(`/api/v1/landings/${landingId}/pages/${entry.id}/publish`, { headers })).ok()).toBe(true);
    for (const entry of pages) {
      const url = siteUrl(baseURL, entry.is_home ? '/' : `/${entry.unique_name}`).replace('//demo.', `//${subdomain}.`);
      await expectLooksRight(page, url, `${site.name} / ${entry.unique_name}`);
    }
  }
});

test('every starter page template looks right at 375 and 1440 px when published', async ({ page, request, baseURL }) => {
  test.setTimeout(240_000);
  for (const template of STARTER_COLLECTION.pageTemplates) {
    await publishDemoDesign(request, template.design);
    await expectLooksRight(page, siteUrl(baseURL), template.name);
  }
});

test('every starter block looks right at 375 and 1440 px when published on its own', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  for (const block of STARTER_COLLECTION.blocks) {
    await publishDemoDesign(request, block.design);
    await expectLooksRight(page, siteUrl(baseURL), block.name);
  }
});
