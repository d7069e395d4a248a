import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiHeaders, demoWebsite, signedIn, uniqueEmail } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { createAgencyAccount } from './support/billing-api.ts';
import { twoColourPng } from './support/png.ts';
import { siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

const suffix = () => Math.random().toString(36).slice(2, 7);
const DESIGNS = [
  { id: 'design1', label: 'Modern' },
  { id: 'design2', label: 'Classic' },
  { id: 'design3', label: 'Sleek' },
  { id: 'design4', label: 'Elegant' },
];

/** The demo agency may hold more cards than the default limit across these tests. */
test.beforeAll(async ({ request }) => {
  const demo = await (await request.get('/api/v1/profile', { headers: await apiHeaders(request, E2E_DEMO) })).json();
  const raised = await request.put(`/api/v1/agencies/${demo.data.agency.id}`, { headers: await apiHeaders(request, E2E_ADMIN), data: { card_limit: 100 } });
  expect(raised.ok(), await raised.text()).toBe(true);
});

async function cardApi(request: APIRequestContext, landingId: number, path = '') {
  return { url: `/api/v1/landings/${landingId}/cards${path}`, headers: await apiHeaders(request, E2E_DEMO) };
}

/** A phone-sized page of its own (375 px wide), as a visitor scanning the QR code opens the card. */
async function onPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, acceptDownloads: true });
  const phone = await context.newPage();
  await phone.goto(url);
  return phone;
}

test('the demo agency builds a card, sees it in each of the four designs at 375 px, saves its vCard and scans its QR code', async ({ page, browser, request, baseURL }) => {
  const website = await demoWebsite(request);
  const name = `Ann ${suffix()}`;
  const address = `ann-${suffix()}`;
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/cards`);
  await page.getByRole('link', { name: 'New card' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Job title').fill('Head baker');
  await page.getByLabel('Company').fill('Corner Bakery');
  await page.locator('#card-add-channel').selectOption('email');
  await page.locator('#card-add-channel').selectOption('call');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not an e-mail');
  await page.getByRole('textbox', { name: 'Call', exact: true }).fill('+1 213 373 4253');
  await page.getByLabel('Custom url').fill(address);
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAccessibleDescription('E-mail format is invalid.');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ann@example.com');
  // Call goes first, moved with the keyboard on its drag handle.
  // "Picked up" is said once the arrow keys work, so each key waits for the announcement of the last.
  await page.getByRole('button', { name: 'Drag to reorder Call' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('drag-announcer')).toContainText('Picked up Call.');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('drag-announcer')).toHaveText('Call will go before E-mail.');
  await page.keyboard.press('Space');
  await expect(page.getByRole('listitem', { name: 'Channel 1: Call' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Phone preview' }).getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page).toHaveURL(/\/agency\/websites\/\d+\/card\/\d+$/);
  const cardId = Number(page.url().split('/').at(-1));

  // The photo: an upload of the website, which the vCard carries.
  const { url, headers } = await cardApi(request, website.id, `/${cardId}`);
  const uploaded = await request.post(`/api/v1/landings/${website.id}/files`, { headers, multipart: { file: { name: 'ann.png', mimeType: 'image/png', buffer: twoColourPng(64, 64, [200, 40, 40], [40, 40, 200]) } } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const saved = (await (await request.get(url, { headers })).json()).data;
  expect(saved.content.channels.map((channel: { type: string }) => channel.type)).toEqual(['call', 'email']);
  expect((await request.put(url, { headers, data: { content: { ...saved.content, photo: (await uploaded.json()).data.url } } })).ok()).toBe(true);

  const cardUrl = siteUrl(baseURL, `/card/${address}`);
  for (const design of DESIGNS) {
    await page.reload();
    await page.getByRole('radio', { name: new RegExp(`^${design.label}`) }).check();
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card saved.')).toBeVisible();
    const phone = await onPhone(browser, cardUrl);
    await expect(phone.locator(`.ts-${design.id}`)).toBeVisible();
    await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(phone.locator(`a[href="tel:+12133734253"]`)).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await phone.locator('script').count()).toBe(0);
    await phone.context().close();
  }

  const phone = await onPhone(browser, cardUrl);
  const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('link', { name: 'Save Contact' }).first().click()]);
  const vcard = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
  expect(vcard.getFirstPropertyValue('fn')).toBe(name);
  expect(vcard.getFirstPropertyValue('tel')).toBe('+12133734253');
  expect(vcard.getFirstPropertyValue('email')).toBe('ann@example.com');
  expect(String(vcard.getFirstPropertyValue('photo')).length).toBeGreaterThan(100);

  // The QR code the card's SVG draws decodes to the card's address.
  await phone.goto(`${cardUrl}/qr.svg`);
  const shot = PNG.sync.read(await phone.screenshot());
  expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(cardUrl);
  await phone.context().close();
});

test("a card's lead form refuses a missing field in the browser and on the server, and a sent lead shows among the card's leads", async ({ page, browser, request, baseURL }) => {
  const website = await demoWebsite(request);
  const address = `leads-${suffix()}`;
  const { url, headers } = await cardApi(request, website.id);
  const made = await request.post(url, { headers, data: { content: { name: 'Lead Catcher' }, custom_url: address, show_lead_form: true, lead_form: { fields: [{ id: 'fullname' }, { id: 'email' }, { id: 'phone', required: false }] } } });
  expect(made.ok(), await made.text()).toBe(true);
  const cardId = (await made.json()).data.id;

  const phone = await onPhone(browser, siteUrl(baseURL, `/card/${address}`));
  const form = phone.getByRole('form', { name: 'Connect' });
  await form.getByRole('button', { name: 'Connect' }).click();
  expect(await form.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(phone).toHaveURL(new RegExp(`/card/${address}$`));

  // Sent past the browser's checks (from the card's own page, as a script would), the server refuses it too.
  const refused = await phone.evaluate(async (path) => {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fields: { email: 'bo@example.com' }, consent: true }) });
    return { status: response.status, body: await response.json() };
  }, `/api/v1/site/cards/${cardId}/leads`);
  expect(refused).toEqual({ status: 422, body: expect.objectContaining({ errors: { 'fields.fullname': ['The full name field is required.'] } }) });

  await form.getByLabel('Full name').fill('Bo Visitor');
  await form.getByLabel('E-mail').fill('bo@example.com');
  await form.getByLabel('I agree to be contacted about this.').check();
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(phone.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await phone.context().close();

  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/cards`);
  await page.getByRole('button', { name: 'Leads of Lead Catcher' }).click();
  await expect(page.getByRole('dialog', { name: 'Leads of Lead Catcher' })).toContainText('Full name: Bo Visitor · E-mail: bo@example.com');
});

test("the card limit stops a new card with the product's message", async ({ page, request }) => {
  const owner = await createAgencyAccount(request, `Small Cards ${suffix()}`, { free_register: true });
  const headers = await apiHeaders(request, owner);
  const agencyId = (await (await request.get('/api/v1/profile', { headers })).json()).data.agency.id;
  expect((await request.put(`/api/v1/agencies/${agencyId}`, { headers: await apiHeaders(request, E2E_ADMIN), data: { card_limit: 1 } })).ok()).toBe(true);
  const made = await request.post('/api/v1/landings', { headers, data: { title: 'Small cards site', subdomain: `small-cards-${suffix()}` } });
  expect(made.ok(), await made.text()).toBe(true);
  const landing = (await made.json()).data;
  expect((await request.post(`/api/v1/landings/${landing.id}/cards`, { headers, data: { content: { name: 'The only one' } } })).ok()).toBe(true);
  await signedIn(page, owner);
  await page.goto(`/agency/websites/${landing.id}/card/create`);
  await page.getByLabel('Name').fill('One too many');
  await page.getByRole('button', { name: 'Create card' }).click();
  await expect(page.getByRole('form', { name: 'Card' }).getByRole('alert')).toHaveText('You already reached the max card limit. Pleaes contact admin to increase.');
});

test('a card transferred to a card user moves once they accept it, and stays when they decline', async ({ page, browser, request }) => {
  const website = await demoWebsite(request);
  const demoHeaders = await apiHeaders(request, E2E_DEMO);
  const holder = { email: uniqueEmail('card-holder'), password: 'card-holder-password-1' };
  const created = await request.post('/api/v1/users', { headers: demoHeaders, data: { name: 'Holly Holder', ...holder, password_confirmation: holder.password, role: 'CardUser' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { url } = await cardApi(request, website.id);
  const kept = `Kept ${suffix()}`;
  const moved = `Moved ${suffix()}`;
  for (const name of [moved, kept]) expect((await request.post(url, { headers: demoHeaders, data: { content: { name } } })).ok()).toBe(true);

  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/cards`);
  for (const name of [moved, kept]) {
    await page.getByRole('button', { name: `Transfer ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Transfer ${name}` });
    await dialog.getByLabel('Receiver’s e-mail').fill(holder.email);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();
  }

  const holderContext = await browser.newContext();
  const holderPage = await holderContext.newPage();
  await signedIn(holderPage, holder);
  await expect(holderPage).toHaveURL(/\/user\/cards$/);
  await holderPage.getByRole('button', { name: `Accept ${moved}` }).click();
  await holderPage.getByRole('button', { name: `Decline ${kept}` }).click();
  await expect(holderPage.getByRole('link', { name: `Edit ${moved}` })).toBeVisible();
  await expect(holderPage.getByRole('button', { name: `Accept ${kept}` })).toBeHidden();
  await expect(holderPage.getByRole('listitem', { name: kept })).toHaveCount(0);

  // The holder changes their card in the builder.
  await holderPage.getByRole('link', { name: `Edit ${moved}` }).click();
  await holderPage.getByLabel('Job title').fill('Now mine');
  await holderPage.getByLabel('Upload photo…').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: twoColourPng(300, 300, [20, 120, 60], [240, 200, 40]) });
  await expect(holderPage.getByRole('img', { name: 'Photo: current image' })).toBeVisible();
  await holderPage.getByRole('button', { name: 'Save card' }).click();
  await expect(holderPage.getByText('Card saved.')).toBeVisible();
  await holderContext.close();

  await page.reload();
  await expect(page.getByRole('listitem', { name: moved })).toContainText('Held by Holly Holder');
  await expect(page.getByRole('listitem', { name: kept })).toContainText('Held by the agency');
});

test('a card user already signed in is told of a transfer request at once, and finds it among their cards without reloading', async ({ page, request }) => {
  const website = await demoWebsite(request);
  const demoHeaders = await apiHeaders(request, E2E_DEMO);
  const holder = { email: uniqueEmail('live-holder'), password: 'live-holder-password-1' };
  const created = await request.post('/api/v1/users', { headers: demoHeaders, data: { name: 'Lena Live', ...holder, password_confirmation: holder.password, role: 'CardUser' } });
  expect(created.ok(), await created.text()).toBe(true);
  const { url } = await cardApi(request, website.id);
  const name = `Live ${suffix()}`;
  const card = await request.post(url, { headers: demoHeaders, data: { content: { name } } });
  expect(card.ok()).toBe(true);

  await signedIn(page, holder);
  await expect(page).toHaveURL(/\/user\/cards$/);
  await expect(page.getByRole('button', { name: `Accept ${name}` })).toHaveCount(0);
  const sent = await request.post(`${url}/${(await card.json()).data.id}/transfer`, { headers: demoHeaders, data: { email: holder.email } });
  expect(sent.ok(), await sent.text()).toBe(true);

  await expect(page.getByText(`asks you to take the card “${name}”`)).toBeVisible();
  await page.getByRole('button', { name: `Accept ${name}` }).click();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
});
