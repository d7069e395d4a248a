import { expect, test } from './support/test.ts';
import { apiHeaders, signIn } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { designOf, publishDemoDesign, saveDemoDesign, siteUrl } from './support/published-design.ts';

const design = designOf([{ key: 'html-editor', props: { html: '<p>Opening hours</p>', scripts: '<script>window.__planScript = 42;</script>' } }]);

test('scripts in the HTML Editor run on the published page once the admin enables them for the agency', async ({ page, request, baseURL }) => {
  // The re-render after the grant is taken away renders every published page of the demo website,
  // which earlier tests have filled: on a loaded 2-core machine that took over 30 s once.
  test.slow();
  const { response } = await saveDemoDesign(request, design);
  expect(response.status()).toBe(422);
  expect(JSON.stringify(await response.json())).toContain('Scripts in the HTML Editor is not part of your plan');

  await signIn(page, E2E_ADMIN);
  await page.getByRole('searchbox', { name: 'Search by agency, owner or e-mail' }).fill(E2E_DEMO.email);
  const row = page.getByRole('row', { name: /demo@e2e\.test/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Edit / }).click();
  const feature = page.getByRole('checkbox', { name: /Scripts in the HTML Editor/ });
  await feature.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Agency updated.')).toBeVisible();

  try {
    await publishDemoDesign(request, design);
    await page.goto(siteUrl(baseURL));
    await expect(page.getByText('Opening hours')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __planScript?: number }).__planScript)).toBe(42);
  } finally {
    // Other tests publish on the same demo agency: leave its plan as it was.
    const headers = await apiHeaders(request, E2E_ADMIN);
    const agencies = await (await request.get('/api/v1/agencies', { headers, params: { search: E2E_DEMO.email } })).json();
    expect((await request.put(`/api/v1/agencies/${agencies.data[0].id}`, { headers, data: { plan_features: [] } })).ok()).toBe(true);
  }
  // Taken away again: a queued job renders the page anew without the script, after the admin is
  // answered. Until it has, the page's CSP already blocks the script (which the console would
  // report), so the stored page is fetched from the site's not-found page, which runs no user script.
  await page.goto(siteUrl(baseURL, '/no-such-page'));
  await expect.poll(() => page.evaluate(async () => (await fetch('/')).text()), { timeout: 60_000 }).not.toContain('__planScript');
  await page.goto(siteUrl(baseURL));
  await expect(page.getByText('Opening hours')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __planScript?: number }).__planScript)).toBeUndefined();
});
