import { expect, test } from './support/test.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';
import { designOf, publishDemoDesign, saveDemoDesign, siteUrl, type ElementSpec } from './support/published-design.ts';

test('XSS payloads in rich text, the HTML Editor, links and images are refused or never run on the published page', async ({ page, request, baseURL }) => {
  // Fields whose schema refuses a dangerous value outright: nothing is stored.
  for (const spec of [
    { key: 'image', props: { image: { url: 'javascript:__xss(900)', Ratio: 0, alt: '' } } },
    { key: 'image', props: { image: { url: 'https://x.test/a.png" onerror="__xss(901)', Ratio: 0, alt: '' } } },
    { key: 'navigation', props: { items: [{ label: 'Home', url: 'javascript:__xss(902)' }] } },
    ...XSS_PAYLOADS.filter((payload) => payload.startsWith('<')).slice(0, 12).map((payload) => ({ key: 'button', props: { button: { Text: 'Link', CustomLink: payload } } })),
  ] satisfies ElementSpec[]) {
    const { response } = await saveDemoDesign(request, designOf([spec]));
    expect(response.status(), JSON.stringify(spec)).toBe(422);
  }

  // Fields that accept text and clean it: every payload is saved, sanitised and published.
  const elements: ElementSpec[] = XSS_PAYLOADS.flatMap((payload, i) => [
    { key: 'paragraph', id: `element-rich-${i}`, props: { content: `<p>${payload}</p>` } },
    { key: 'html-editor', id: `element-html-${i}`, props: { html: payload } },
    { key: 'faq', id: `element-faq-${i}`, props: { items: [{ question: payload, answer: payload }] } },
  ]);
  await publishDemoDesign(request, designOf(elements));

  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { __xssCalls: calls, __xss: (n: unknown) => calls.push(n) });
  });
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(siteUrl(baseURL));
  // Give handlers a chance: hover and focus every element, let timers and lazy frames run.
  for (const element of await page.locator('.ts-element').all()) await element.hover({ trial: false, force: true }).catch(() => undefined);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { __xssCalls: unknown[] }).__xssCalls)).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(await page.locator('script:not([type="module"][src^="/_islands/"])').count()).toBe(0);
  for (const link of await page.locator('a[href]').all()) expect(await link.getAttribute('href')).not.toMatch(/^\s*(javascript|vbscript|data):/i);
});
