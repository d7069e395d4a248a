import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, signInContext, storedDesign } from './support/designer-session.ts';
import { designOf, saveDemoDesign } from './support/published-design.ts';

test('an agency saves a section as a block and inserts it into another page, with fresh ids', async ({ page, context, request }) => {
  const { landingId, token, designUrl } = await freshDemoPage(request);
  const { response } = await saveDemoDesign(request, designOf([{ key: 'headline', id: 'element-offer', props: { text: 'Fresh bread, every morning' } }]));
  expect(response.ok(), await response.text()).toBe(true);
  const other = await request.post(`/api/v1/landings/${landingId}/pages`, { headers: { authorization: `Bearer ${token}` }, data: { name: `Offers ${Date.now()}` } });
  expect(other.ok(), await other.text()).toBe(true);
  const otherId: number = (await other.json()).data.id;
  await signInContext(context, token);

  const blockName = `Bread offer ${Date.now()}`;
  await openDesigner(page, designUrl);
  await page.getByTestId('canvas').locator('[data-element-type="headline"]').click();
  await page.getByRole('tab', { name: 'Blocks' }).click();
  await page.getByRole('button', { name: 'Save section as block' }).click();
  await page.getByLabel('Block name').fill(blockName);
  await page.getByRole('button', { name: 'Save block' }).click();
  await expect(page.getByRole('region', { name: 'My blocks' }).getByText(blockName)).toBeVisible();

  await openDesigner(page, `/agency/websites/${landingId}/pages/${otherId}/design`);
  await page.getByRole('tab', { name: 'Blocks' }).click();
  await page.getByRole('button', { name: `Insert ${blockName}` }).click();
  const inserted = page.getByTestId('canvas').locator('[data-element-type="headline"]');
  await expect(inserted).toContainText('Fresh bread, every morning');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const stored = (await storedDesign(request, token, landingId, otherId)).design;
  const element = stored.sections[0]!.rows[0]!.columns[0]!.elements[0]!;
  expect(element).toMatchObject({ key: 'headline', props: { text: 'Fresh bread, every morning' } });
  expect((element as { id?: string }).id).not.toBe('element-offer');
  expect(stored.sections[0]!.id).not.toBe('section-s0');
});
