import { expect, test } from '@playwright/test';
import { E2E_DEMO } from './support/accounts.ts';
import { resetDemoHomePage } from './support/demo-page.ts';
import { designOf, saveDemoDesign } from './support/published-design.ts';

test("an agency tries a change in the page's sandbox, and the page gets it only when applied", async ({ page, request }) => {
  const { landingId, pageId } = await resetDemoHomePage(request);
  const { response } = await saveDemoDesign(request, designOf([{ key: 'headline', id: 'element-title', props: { text: 'Live headline' } }]));
  expect(response.ok(), await response.text()).toBe(true);
  const login = await request.post('/api/v1/login', { data: E2E_DEMO });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const liveText = async () => (await (await request.get(pageUrl, { headers })).json()).data.design.sections[0].rows[0].columns[0].elements[0].props.text;
  // Start from the page's own design, whatever an earlier run left in the sandbox.
  await request.delete(`${pageUrl}/sandbox-design`, { headers });

  await page.goto('/login');
  await page.getByLabel('Email').fill(E2E_DEMO.email);
  await page.getByLabel('Password').fill(E2E_DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/agency\/websites$/);
  await page.goto(`/agency/websites/${landingId}/pages/${pageId}/design`);
  await page.getByRole('link', { name: 'Sandbox' }).click();
  await expect(page).toHaveURL(/\/sandbox_design$/);
  await expect(page.locator('.designer-top-bar__badge')).toHaveText('Sandbox');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  const headline = page.getByTestId('canvas').locator('[data-element-type="headline"]');
  await headline.click();
  await page.getByLabel('Headline text').fill('Tried in the sandbox');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(await liveText()).toBe('Live headline');

  await page.getByRole('button', { name: 'Apply to page' }).click();
  await expect(page.getByText('The sandbox was applied to the page.')).toBeVisible();
  expect(await liveText()).toBe('Tried in the sandbox');
});
