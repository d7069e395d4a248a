import { expect, test } from './support/test.ts';

/** The modules a built script imports statically, as the paths the browser asks for. */
const staticImports = (script: string) => Array.from(script.matchAll(/\bfrom\s*["']\.\/([\w.-]+\.js)["']/g), (match) => `/assets/${match[1]}`);

test('the page asks for what its early script imports together with the script, not once the script has arrived', async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  const earlyScript = /<script type="module" async[^>]* src="(\/assets\/early-requests-[\w-]+\.js)"/.exec(html)?.[1];
  expect(earlyScript, 'the early script in the page').toBeTruthy();
  const imports = staticImports(await (await request.get(earlyScript!)).text());
  expect(imports.length).toBeGreaterThan(0);

  // The early script itself is held back, as on a slow connection: what it imports is asked
  // for from the page alone, or not until it is let through.
  const asked = new Set<string>();
  page.on('request', (sent) => asked.add(new URL(sent.url()).pathname));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${earlyScript}`, async (route) => {
    await held;
    await route.continue();
  });
  const opened = page.goto('/login');
  await expect.poll(() => imports.filter((path) => !asked.has(path)), { message: 'imports of the early script not yet asked for' }).toEqual([]);
  release();
  await opened;
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
});
