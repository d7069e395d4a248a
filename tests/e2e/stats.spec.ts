import { apiHeaders, demoWebsite, signedIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { designOf, publishDemoDesign, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

test('visits to a published page show up on the Stats screen: totals, a chart with axes, and the page and its sources', async ({ page, context, request, baseURL }) => {
  // Publishing, four visits and two axe runs on the 2-core machine.
  test.setTimeout(120_000);
  await publishDemoDesign(request, designOf([{ key: 'headline', props: { text: 'Fresh bread daily' } }]));
  const website = await demoWebsite(request);
  const headers = await apiHeaders(request, E2E_DEMO);
  const home = (await (await request.get(`/api/v1/landings/${website.id}/pages/${website.home_page_id}`, { headers })).json()).data;
  // Other journeys visit the demo site too; counting starts from nothing here.
  expect((await request.post(`/api/v1/landings/${website.id}/stats/reset`, { headers })).ok()).toBe(true);

  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL, '/'), { referer: 'https://www.google.com/search?q=bread' });
  await visitor.goto(siteUrl(baseURL, '/?utm_source=Newsletter'));
  await visitor.goto(siteUrl(baseURL, '/'));
  await expect(visitor.getByRole('heading', { name: 'Fresh bread daily' })).toBeVisible();
  await visitor.close();

  await signedIn(page, E2E_DEMO);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/agency/websites/${website.id}/stats`);
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page).toHaveURL(/\?range=7d$/);
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(page.getByText('compared with', { exact: false })).toBeVisible();

  const card = (label: string) => page.locator('.stat-card', { hasText: label }).locator('.stat-card__value');
  await expect(card('Page views')).toHaveText('3');
  await expect(card('Unique visitors')).toHaveText('1');
  // Other specs send forms on the demo website in the same week; the server tests count submissions exactly.
  await expect(card('Form submissions')).toHaveText(/^\d+$/);

  const chart = page.locator('.trend-chart');
  const ticks = (axis: string) => chart.locator(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`);
  await expect(ticks('xAxis').first()).toBeVisible();
  expect(await ticks('xAxis').count()).toBeGreaterThanOrEqual(2);
  await expect(ticks('xAxis').first()).toHaveText(/^\d{1,2} \w+$|^\w+ \d{1,2}$/);
  expect(await ticks('yAxis').count()).toBeGreaterThanOrEqual(2);
  // The chart is one tab stop; the arrow keys walk its days and show each one's tooltip.
  await chart.locator('[tabindex="0"]').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('.trend-chart__tooltip')).toContainText('views');

  const pages = page.getByRole('region', { name: 'Top pages' });
  await expect(pages.getByRole('row', { name: new RegExp(home.name) })).toContainText('3');
  await expect(pages.getByRole('row', { name: new RegExp(home.name) }).getByRole('cell').last()).toHaveText('100%');
  const sources = page.getByRole('region', { name: 'Top sources' });
  for (const source of ['google.com', 'newsletter', 'Direct / none']) {
    await expect(sources.getByRole('row', { name: source })).toContainText('33%');
  }

  // A reload keeps the chosen range.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
  await expect(card('Page views')).toHaveText('3');

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(ticks('xAxis').first()).toBeVisible();
    // The chart follows the new width once it has measured its box again.
    await expect.poll(() => chart.locator('.recharts-wrapper').evaluate((node) => node.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
    await expectNoSidewaysScroll(page, `the Stats screen at ${width} px`);
    expect(await violations(page), `the Stats screen at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`stats-${width}.png`), fullPage: true });
  }
});
