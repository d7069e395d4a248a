import type { APIRequestContext } from '@playwright/test';
import { apiHeaders, demoWebsite, signedIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Removes the demo agency's integrations and connections, so no other test forwards leads through them. */
async function clearIntegrations(request: APIRequestContext): Promise<void> {
  const headers = await apiHeaders(request, E2E_DEMO);
  const website = await demoWebsite(request);
  const { data: integrations } = await (await request.get(`/api/v1/landings/${website.id}/integrations/all`, { headers })).json();
  for (const integration of integrations) await request.delete(`/api/v1/landings/${website.id}/integrations/${integration.id}`, { headers });
  const { data: accounts } = await (await request.get('/api/v1/oauth-accounts', { headers })).json();
  for (const account of accounts) await request.delete(`/api/v1/oauth-accounts/${account.id}`, { headers });
}

test.afterEach(({ request }) => clearIntegrations(request));

test("an agency connects Mailchimp through the provider's page, forwards its website's leads to an audience, and switches it off", async ({ page, request }) => {
  const website = await demoWebsite(request);
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/pages`);
  await page.getByRole('navigation', { name: 'Website' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations', exact: true })).toBeVisible();

  // The provider's authorize page (the local fake's stand-in approves at once) sends the browser back through the callback.
  await page.getByRole('button', { name: 'Connect Mailchimp' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/websites/${website.id}/integrations\\?connected=mailchimp$`));
  await expect(page.getByRole('status').filter({ hasText: 'Mailchimp is connected.' })).toBeVisible();
  const connections = page.getByRole('region', { name: 'Connections' });
  await expect(connections).toContainText('Mailchimp: Fake Mailchimp Co');
  await connections.getByRole('button', { name: 'Check Fake Mailchimp Co' }).click();
  await expect(connections.getByRole('status')).toHaveText('The Mailchimp connection works.');

  await page.getByRole('link', { name: 'Add integration' }).click();
  const form = page.getByRole('form', { name: 'Integration' });
  await form.getByLabel('Name').fill('Newsletter signups');
  await form.getByLabel('Connection').selectOption({ label: 'Fake Mailchimp Co' });
  await form.getByLabel('Audience').selectOption({ label: 'Website leads' });
  await form.getByLabel('Tags').fill('website');
  await form.getByRole('button', { name: 'Add integration' }).click();
  await expect(page.getByText('Integration created.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/agency/websites/${website.id}/integrations$`));

  const toggle = page.getByLabel('Newsletter signups forwards leads');
  await expect(toggle).toBeChecked();
  // The box shows the server's state: it changes once the switch is saved.
  await toggle.click();
  await expect(page.getByText('Integration switched off.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Newsletter signups forwards leads')).not.toBeChecked();

  // A second integration may not take the same name, whatever its case.
  await page.getByRole('link', { name: 'Add integration' }).click();
  await form.getByLabel('Name').fill('NEWSLETTER SIGNUPS');
  await form.getByLabel('Forward to').selectOption('get-api');
  await form.getByLabel('Address').fill('https://example.com/lead?email={{email}}');
  await form.getByRole('button', { name: 'Add integration' }).click();
  await expect(form.getByText('An integration with this name already exists on this website.')).toBeVisible();
});
