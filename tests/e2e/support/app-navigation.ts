import { expect, type Page } from '@playwright/test';

/**
 * Shows `path` in the app already open in `page`, as its own links do (a history entry the
 * router follows), without loading the app again: a fresh load spends more than a second of the
 * 2-core CI machine parsing the app's scripts, and the screen-by-screen tests visit dozens.
 * Resolves once the router shows another screen than before: the address is `path` and the
 * main region's text has changed (a router keeps the old screen up while the next one loads).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main').first();
  const before = await main.textContent();
  await page.evaluate((path) => {
    // The entry the router itself would push: its index lets the router tell back from forward.
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: index }, '', path);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expect.poll(() => main.textContent(), { message: `the screen at ${path} to replace the one before` }).not.toBe(before);
}
