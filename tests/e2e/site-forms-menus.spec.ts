import { expect, test } from './support/test.ts';
import { dragTo } from './support/drag.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { siteUrl } from './support/published-design.ts';

test('a form and a nested menu built in the dashboard are picked in the designer and work on the published site', async ({ page, context, request, baseURL }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const formName = `Quote request ${run}`;
  const menuName = `Main menu ${run}`;
  const { landingId, token, designUrl } = await freshDemoPage(request);
  await signInContext(context, token);

  // The dashboard: a form with a required Company field and the Email preset.
  await page.goto(`/agency/websites/${landingId}/form/create`);
  await page.getByLabel('Form name').fill(formName);
  await page.getByRole('button', { name: 'Add custom field' }).click();
  await page.getByLabel('Label of field 1').fill('Company');
  await page.getByLabel('Name of field 1').fill('company');
  await page.getByRole('listitem', { name: 'Field 1: Company' }).getByLabel('Required').check();
  await page.getByLabel('Add a lead-form field').selectOption({ label: 'Email' });
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(/\/form\/\d+\/edit$/);

  // A menu whose second item sits in the first one's dropdown.
  await page.goto(`/agency/websites/${landingId}/menu/create`);
  await page.getByLabel('Menu name').fill(menuName);
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Label of item 1').fill('Services');
  await page.getByLabel('Address of item 1').fill('/services');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByLabel('Label of item 2').fill('Consulting');
  await page.getByLabel('Address of item 2').fill('/consulting');
  await page.getByRole('button', { name: 'Put Consulting in the dropdown above' }).click();
  await expect(page.getByLabel('Label of item 1.1')).toHaveValue('Consulting');
  await page.getByRole('button', { name: 'Create menu' }).click();
  await expect(page).toHaveURL(/\/menu\/\d+\/edit$/);

  // The designer: a Form element showing the form, a Navigation element showing the menu.
  await openDesigner(page, designUrl);
  const canvas = page.getByTestId('canvas');
  const search = page.getByPlaceholder('Search elements');
  // The palette lists every element; searching brings the one to drag into view.
  await search.fill('Form');
  await dragTo(page, page.getByTestId('palette-item-form'), page.getByTestId('canvas-dropzone'));
  const formElement = canvas.locator('[data-testid="canvas-element"][data-element-type="form"]');
  await expect(formElement).toHaveCount(1);
  await formElement.click();
  await page.getByLabel('Use a website form').selectOption({ label: formName });
  await expect(formElement).toContainText('Company');
  await expect(formElement).not.toContainText('Full name');

  await search.fill('Navigation');
  await dragTo(page, page.getByTestId('palette-item-navigation'), page.getByTestId('canvas-new-section'));
  const navElement = canvas.locator('[data-testid="canvas-element"][data-element-type="navigation"]');
  await expect(navElement).toHaveCount(1);
  await navElement.click();
  await page.getByLabel('Show a website menu').selectOption({ label: menuName });
  await expect(navElement).toContainText('Services');
  await expect(navElement).not.toContainText('About');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Saved');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Published');

  // The published site: the nested menu item, and the form's required field.
  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL));
  const nav = visitor.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  await nav.getByRole('link', { name: 'Services' }).hover();
  await expect(nav.getByRole('link', { name: 'Consulting' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Consulting' })).toHaveAttribute('href', '/consulting');

  const form = visitor.locator('form.ts-form__form');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByLabel('Company')).toHaveAccessibleDescription('This field is required.');
  const email = `buyer-${run}@example.com`;
  await form.getByLabel('Company').fill('Acme');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Thank you! We will be in touch soon.');

  // The contact is in the dashboard.
  await page.goto(`/agency/websites/${landingId}/contacts`);
  await page.getByRole('searchbox', { name: 'Search name, e-mail or phone' }).fill(email);
  // No answer names the sender, so the e-mail does.
  await expect(page.getByRole('button', { name: email, exact: true })).toBeVisible();
});
