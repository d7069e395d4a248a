import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiHeaders, demoWebsite, signedIn } from './support/account-api.ts';
import { E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { designOf, publishDemoDesign, siteUrl } from './support/published-design.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

async function checkLayout(page: Page, what: string) {
  expect(await violations(page), `${what}: axe`).toEqual([]);
  await expectNoSidewaysScroll(page, what);
}

test('contacts as a small CRM: search, filter by source, bulk tag, the detail sheet, a filtered CSV and bulk delete', async ({ page, request, baseURL }) => {
  // One journey through three real submissions and four axe checks at two sizes: about a minute on the CI machine.
  test.slow();
  const run = Date.now().toString(36);
  const website = await demoWebsite(request);

  // Two visitors send the published form; a third leaves a lead on a card's form.
  await publishDemoDesign(request, designOf([{ key: 'form', id: 'element-contact' }]));
  for (const name of ['Ada', 'Bob']) {
    await page.goto(siteUrl(baseURL));
    const form = page.locator('#element-contact');
    await form.getByLabel('Full name').fill(`${name} ${run}`);
    await form.getByLabel('Email').fill(`${name.toLowerCase()}-${run}@example.com`);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('status')).toBeVisible();
  }
  const headers = await apiHeaders(request, E2E_DEMO);
  const card = await request.post(`/api/v1/landings/${website.id}/cards`, {
    headers,
    data: { content: { name: `Card ${run}` }, custom_url: `crm-${run}`, show_lead_form: true, lead_form: { fields: [{ id: 'fullname' }, { id: 'email' }] } },
  });
  expect(card.ok(), await card.text()).toBe(true);
  await page.goto(siteUrl(baseURL, `/card/crm-${run}`));
  const leadForm = page.getByRole('form', { name: 'Connect' });
  await leadForm.getByLabel('Full name').fill(`Cara ${run}`);
  await leadForm.getByLabel('E-mail').fill(`cara-${run}@example.com`);
  await leadForm.getByLabel('I agree to be contacted about this.').check();
  await leadForm.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/contacts`);
  await page.getByRole('searchbox', { name: 'Search name, e-mail or phone' }).fill(run);
  const rows = page.locator('.contacts-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('row', { name: new RegExp(`Cara ${run}`) })).toContainText('Card lead');
  await checkLayout(page, 'the contacts table at 1440');

  await page.getByLabel('Source').selectOption('form');
  await expect(page).toHaveURL(/source=form/);
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Cara ${run}` })).toHaveCount(0);

  // Both form contacts get a tag at once.
  const tag = `vip-${run}`;
  await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
  await expect(page.getByText('2 contacts selected')).toBeVisible();
  await page.getByRole('button', { name: 'Add tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Tag 2 contacts' });
  await tagDialog.getByLabel('Tag').fill(tag);
  await tagDialog.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tagged 2 contacts.')).toBeVisible();
  await expect(rows.filter({ hasText: tag })).toHaveCount(2);

  // The detail sheet shows the submission; Escape closes it and the focus returns to the row.
  const opener = page.getByRole('button', { name: `Ada ${run}`, exact: true });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: `Ada ${run}` });
  await expect(sheet.getByRole('heading', { name: /Form submissions/ })).toContainText('1');
  await expect(sheet.locator('.contact-drawer__record')).toContainText(`ada-${run}@example.com`);
  await expect(sheet.getByRole('list', { name: 'Tags' })).toContainText(tag);
  await checkLayout(page, 'the contact sheet at 1440');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();

  // The CSV holds what the filtered list shows, and nothing else.
  await page.getByLabel('Tag', { exact: true }).selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
  await expect(rows).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export filtered CSV' }).click()]);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(csv[0]).toMatch(/^Date,Source,Tags,Page,Form element,/);
  expect(csv.slice(1).map((line) => line.match(/(Ada|Bob|Cara) [a-z0-9]+/)?.[0]).sort()).toEqual([`Ada ${run}`, `Bob ${run}`]);
  expect(csv.slice(1).every((line) => line.includes(`,Form,${tag},`))).toBe(true);

  // On a phone each contact is a card, and nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  await checkLayout(page, 'the contacts list at 390');
  await opener.click();
  await expect(sheet).toBeVisible();
  await checkLayout(page, 'the contact sheet at 390');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // Deleting both asks first, then leaves only the card lead.
  await page.getByRole('checkbox', { name: 'Select all contacts on this page' }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 contacts?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete 2 contacts' }).click();
  await expect(page.getByText('Deleted 2 contacts.')).toBeVisible();
  await expect(page.getByText('No matching contacts')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  // Typed before the cleared address has reached the search box, the words would be cleared with it.
  await expect(page).not.toHaveURL(/[?&](search|source|tag)=/);
  await expect(page.getByRole('searchbox', { name: 'Search name, e-mail or phone' })).toHaveValue('');
  await page.getByRole('searchbox', { name: 'Search name, e-mail or phone' }).fill(run);
  await expect(page).toHaveURL(new RegExp(`search=${run}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Cara ${run}`);
});
