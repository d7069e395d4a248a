import { expect, test } from './support/test.ts';
import { apiHeaders, createDemoSubUser, demoWebsite, signIn } from './support/account-api.ts';

test('a sub-user without pages.design sees Design disabled with the no-permission tooltip, and the API refuses it too', async ({ page, request }) => {
  const user = await createDemoSubUser(request, { role: 'WebsiteUser', name: 'Viewer Vic', permissions: ['pages.view'] });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/agency\/websites$/);

  const homeDesign = page.getByRole('button', { name: 'Edit', exact: true });
  await expect(homeDesign).toBeDisabled();
  await page.getByRole('link', { name: 'Demo website', exact: true }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/pages$/);

  const design = page.getByRole('row', { name: /Home/ }).getByRole('button', { name: 'Design' });
  await expect(design).toBeDisabled();
  await expect(page.getByRole('row', { name: /Home/ }).getByRole('link', { name: 'Design' })).toHaveCount(0);
  const tooltip = page.getByRole('tooltip', { name: "You don't have permission to design pages." });
  await expect(tooltip).toBeHidden();
  await design.hover();
  await expect(tooltip).toBeVisible();
  await expect(design).toHaveAccessibleDescription("You don't have permission to design pages.");
  // Playwright itself refuses to click it; a forced click does nothing either.
  await design.click({ force: true });
  await expect(page).toHaveURL(/\/pages$/);
  await expect(page.getByRole('row', { name: /Home/ }).getByRole('button', { name: 'Publish' })).toBeDisabled();

  const website = await demoWebsite(request);
  const headers = await apiHeaders(request, user);
  const pageUrl = `/api/v1/landings/${website.id}/pages/${website.home_page_id}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  const save = await request.put(`${pageUrl}/design`, { headers, data: { design: { schemaVersion: 1, sections: [] }, version } });
  expect(save.status()).toBe(403);
});
