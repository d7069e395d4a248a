import { expect, test } from './support/test.ts';
import { freshDemoPage, openDesigner, secondBrowser, signInContext, storedDesign } from './support/designer-session.ts';
import { saveDemoDesign } from './support/published-design.ts';

const design = {
  schemaVersion: 1,
  sections: [
    {
      id: 'section-main',
      key: 'section',
      options: {},
      rows: [{ id: 'row-main', key: 'row', options: {}, columns: [{ id: 'column-main', key: 'column', options: { width: 100 }, elements: [{ id: 'element-title', key: 'headline', props: { text: 'Original' } }] }] }],
    },
  ],
};

const titleOf = async (request: Parameters<typeof storedDesign>[0], token: string, landingId: number, pageId: number) =>
  (await storedDesign(request, token, landingId, pageId)).design.sections[0]!.rows[0]!.columns[0]!.elements[0]!.props.text;

test('two people edit the same page without realtime news: the second save meets the conflict, and nothing is lost', async ({ page: first, context, browser, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await saveDemoDesign(request, design);
  await signInContext(context, token);
  const { context: otherContext, page: second } = await secondBrowser(browser, token);
  // Both tabs miss the realtime news (a front that drops WebSockets, a connection still coming
  // back): the save itself must still meet the newer version.
  for (const tab of [context, otherContext]) await tab.routeWebSocket(/\/api\/v1\/realtime$/, () => undefined);
  await openDesigner(first, designUrl);
  await openDesigner(second, designUrl);

  // The first one saves.
  await first.locator('#element-title').click();
  await first.getByLabel('Headline text').fill('From the first browser');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByTestId('save-status')).toHaveText('Saved');

  // The second one, working on the version they opened, is refused and told what changed.
  await second.locator('#element-title').click();
  await second.getByLabel('Headline text').fill('From the second browser');
  await second.getByRole('button', { name: 'Save' }).click();
  const banner = second.getByTestId('designer-banner');
  await expect(banner).toContainText('saved elsewhere since you opened it');
  await expect(second.getByTestId('conflict-changes')).toContainText('Demo Agency saved it. What changed there: 1 element changed');
  await expect(second.getByTestId('save-status')).toHaveText('Not saved');
  await expect(second.locator('#element-title')).toContainText('From the second browser');
  expect(await titleOf(request, token, landingId, pageId)).toBe('From the first browser');

  // Their edits survive a reload of the tab: the designer offers them back.
  await second.reload();
  await expect(second.getByTestId('draft-offer')).toContainText('Restore unsaved changes?');
  await expect(second.locator('#element-title')).toContainText('From the first browser');
  await second.getByRole('button', { name: 'Restore' }).click();
  await expect(second.locator('#element-title')).toContainText('From the second browser');

  // Saving meets the conflict again; keeping theirs saves it on top of the newer version.
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('button', { name: 'Keep mine' })).toBeVisible();
  await second.getByRole('button', { name: 'Keep mine' }).click();
  await expect(second.getByTestId('save-status')).toHaveText('Saved');
  await expect(second.getByTestId('designer-banner')).toHaveCount(0);
  expect(await titleOf(request, token, landingId, pageId)).toBe('From the second browser');

  // The first one now gets the conflict in turn, and can take the latest version.
  await first.locator('#element-title').click();
  await first.getByLabel('Headline text').fill('First again');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByTestId('designer-banner')).toBeVisible();
  await first.getByRole('button', { name: 'Reload' }).click();
  await expect(first.locator('#element-title')).toContainText('From the second browser');
  await otherContext.close();
});

test('a save in one browser shows the other, at once and before it saves, who saved and what changed', async ({ page: first, context, browser, request }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await saveDemoDesign(request, design);
  await signInContext(context, token);
  const { context: otherContext, page: second } = await secondBrowser(browser, token);
  await openDesigner(first, designUrl);
  await openDesigner(second, designUrl);

  await first.locator('#element-title').click();
  await first.getByLabel('Headline text').fill('Saved while you watched');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByTestId('save-status')).toHaveText('Saved');
  // The tab that saved hears nothing of its own save.
  await expect(first.getByTestId('designer-banner')).toHaveCount(0);

  // The realtime connection brings the news to the other browser without it doing anything.
  await expect(second.getByTestId('designer-banner')).toContainText('Demo Agency saved this page just now.');
  await expect(second.getByTestId('conflict-changes')).toContainText('What changed there: 1 element changed');
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(second.locator('#element-title')).toContainText('Saved while you watched');
  await expect(second.getByTestId('designer-banner')).toHaveCount(0);
  await otherContext.close();
});

test('a save that gets no answer says so and goes through once the network is back', async ({ page, context, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await saveDemoDesign(request, design);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  // The panel's code loads on first use, while still online.
  await page.locator('#element-title').click();
  await expect(page.getByLabel('Headline text')).toBeVisible();
  await context.setOffline(true);
  await page.getByLabel('Headline text').fill('Typed offline');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toContainText('Offline — retrying');
  await context.setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 15_000 });
  expect(await titleOf(request, token, landingId, pageId)).toBe('Typed offline');
});

test('edits are saved by themselves two seconds after the last one', async ({ page, context, request }) => {
  const { token, designUrl, landingId, pageId } = await freshDemoPage(request);
  await saveDemoDesign(request, design);
  await signInContext(context, token);
  await openDesigner(page, designUrl);

  await page.locator('#element-title').click();
  await page.getByLabel('Headline text').fill('Saved by itself');
  await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 6000 });
  expect(await titleOf(request, token, landingId, pageId)).toBe('Saved by itself');
});
