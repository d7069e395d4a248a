import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { designOf, saveDemoDesign } from './support/published-design.ts';

test("an agency tries a change in the page's sandbox, and the page gets it only when applied", async ({ page, context, request }) => {
  const { landingId, pageId, token, designUrl } = await freshDemoPage(request);
  const { response } = await saveDemoDesign(request, designOf([{ key: 'headline', id: 'element-title', props: { text: 'Live headline' } }]));
  expect(response.ok(), await response.text()).toBe(true);
  const liveText = async () => (await storedDesign(request, token, landingId, pageId)).design.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props.text;
  // Start from the page's own design, whatever an earlier run left in the sandbox.
  await request.delete(`/api/v1/landings/${landingId}/pages/${pageId}/sandbox-design`, { headers: { authorization: `Bearer ${token}` } });

  await signInContext(context, token);
  await openDesigner(page, designUrl);
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
