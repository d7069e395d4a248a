import { WEBSITE_SECTIONS } from '../../host/src/routes/agency/websites/website-sections.ts';
import { demoWebsite, signIn } from './support/account-api.ts';
import { openInApp } from './support/app-navigation.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Every screen inside a website: the side bar's, and the editors reached from them. */
const SCREENS = [...WEBSITE_SECTIONS.map((section) => section.path), 'edit', 'form/create', 'menu/create', 'redirect/create', 'blog', 'blog/create', 'blog/create/ai', 'blog/schedules', 'blog/settings', 'podcast/settings', 'podcast/create'];

for (const width of [1440, 1024]) {
  test(`every website screen fits a ${width} px window, with one navigation and its title on one line`, async ({ page, request }) => {
    const website = await demoWebsite(request);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, E2E_DEMO);
    await expect(page).toHaveURL(/\/agency\/websites$/);
    for (const screen of SCREENS) {
      // Shown as the app's own links show them: loading the app again for each took most of the test's time.
      await openInApp(page, `/agency/websites/${website.id}/${screen}`);
      const title = page.getByRole('heading', { level: 1 }).first();
      await expect(title, screen).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Website' }), screen).toBeVisible();
      const layout = await page.evaluate(() => {
        const heading = document.querySelector('h1')!;
        const lineHeight = parseFloat(getComputedStyle(heading).lineHeight) || parseFloat(getComputedStyle(heading).fontSize) * 1.3;
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          titleLines: Math.round(heading.getBoundingClientRect().height / lineHeight),
          links: [...document.querySelectorAll('main a, main button')].map((node) => node.textContent?.trim() ?? ''),
        };
      });
      expect(layout.overflow, `${screen} scrolls sideways by ${layout.overflow} px`).toBeLessThanOrEqual(0);
      expect(layout.titleLines, `${screen}: "${await title.textContent()}" wraps`).toBe(1);
      // The side bar is the one navigation: the screen does not repeat the website's sections.
      const repeated = WEBSITE_SECTIONS.map((section) => section.label).filter((label) => layout.links.includes(label));
      expect(repeated, `${screen} repeats the side bar`).toEqual([]);
    }
  });
}
