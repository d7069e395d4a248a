import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, demoWebsite, signedIn } from './support/account-api.ts';
import { violations } from './support/axe.ts';
import { E2E_ADMIN, E2E_CARD, E2E_DEMO } from './support/accounts.ts';
import { dragTo } from './support/drag.ts';
import { siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';
import { expectNoSidewaysScroll } from './support/sideways.ts';

const suffix = () => Math.random().toString(36).slice(2, 7);

/** The demo agency may hold more cards than the default limit across these tests. */
test.beforeAll(async ({ request }) => {
  const demo = await (await request.get('/api/v1/profile', { headers: await apiHeaders(request, E2E_DEMO) })).json();
  const raised = await request.put(`/api/v1/agencies/${demo.data.agency.id}`, { headers: await apiHeaders(request, E2E_ADMIN), data: { card_limit: 100 } });
  expect(raised.ok(), await raised.text()).toBe(true);
});

async function createCard(request: APIRequestContext, data: object): Promise<{ landingId: number; id: number; url: string; headers: { authorization: string } }> {
  const website = await demoWebsite(request);
  const headers = await apiHeaders(request, E2E_DEMO);
  const made = await request.post(`/api/v1/landings/${website.id}/cards`, { headers, data });
  expect(made.ok(), await made.text()).toBe(true);
  const id = (await made.json()).data.id;
  return { landingId: website.id, id, url: `/api/v1/landings/${website.id}/cards/${id}`, headers };
}

/** The screen as it is, at a desktop's and a phone's width: nothing scrolls sideways, axe finds nothing, and a screenshot to look at. */
async function lookAt(page: Page, name: string) {
  // Two full axe audits and screenshots: many seconds on the 2-core machine.
  test.slow();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    expect(await violations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a refused card says so at each field and beside the button, and the focus goes to the first refused field, for the browser’s checks and the server’s', async ({ page, request }) => {
  const taken = await createCard(request, { content: { name: 'Taken' }, custom_url: `taken-${suffix()}` });
  const takenUrl = (await (await request.get(taken.url, { headers: taken.headers })).json()).data.custom_url;
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${taken.landingId}/card/create`);
  await page.getByLabel('Name', { exact: true }).fill('Refused Rita');
  await page.locator('#card-add-channel').selectOption('call');
  await page.locator('#card-add-channel').selectOption('email');
  const call = page.getByRole('textbox', { name: 'Call', exact: true });
  const email = page.getByRole('textbox', { name: 'E-mail', exact: true });
  await call.fill('12');
  await email.fill('not an e-mail');
  await page.getByLabel('Custom url').fill(takenUrl);

  const button = page.getByRole('button', { name: 'Create card' });
  await button.click();
  await expect(call).toBeFocused();
  await expect(call).toBeInViewport();
  await expect(call).toHaveAccessibleDescription('Phone number is invalid.');
  await expect(email).toHaveAccessibleDescription('E-mail format is invalid.');
  const summary = page.locator('.card-builder__actions').getByRole('alert');
  await expect(summary).toContainText('2 fields need attention');
  await expect(summary.getByRole('link')).toHaveText(['Call: Phone number is invalid.', 'E-mail: E-mail format is invalid.']);
  // Beside the button: in its row, no further than a line below it.
  const [at, told] = [await button.boundingBox(), await summary.boundingBox()];
  expect(told!.y - (at!.y + at!.height)).toBeLessThan(24);
  await lookAt(page, 'builder-refused');
  await summary.getByRole('link', { name: 'E-mail: E-mail format is invalid.' }).click();
  await expect(email).toBeFocused();

  // The browser's checks pass; the server refuses the address another card has.
  await call.fill('+1 213 373 4253');
  await email.fill('rita@example.com');
  await button.click();
  const address = page.getByLabel('Custom url');
  await expect(address).toBeFocused();
  await expect(address).toBeInViewport();
  await expect(address).toHaveAccessibleDescription('Another card of this website already has this address.');
  await expect(summary).toContainText('1 field needs attention');
  await expect(summary.getByRole('link')).toHaveText(['Custom url: Another card of this website already has this address.']);
  await expect(page).toHaveURL(/\/card\/create$/);
});

test('channels are put in order by their drag handles, with the mouse and with the keyboard, and the order is saved', async ({ page, request }) => {
  const card = await createCard(request, {
    content: {
      name: 'Ordered Otto',
      channels: [
        { type: 'call', value: '+1 213 373 4253' },
        { type: 'email', value: 'otto@example.com' },
        { type: 'website', value: 'https://example.com' },
      ],
    },
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${card.landingId}/card/${card.id}`);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  const announcer = page.getByTestId('drag-announcer');

  // The mouse: Website goes first.
  await page.getByRole('listitem', { name: 'Channel 3: Website' }).scrollIntoViewIfNeeded();
  await dragTo(page, page.getByRole('button', { name: 'Drag to reorder Website' }), page.getByRole('listitem', { name: 'Channel 1: Call' }), () => expect(announcer).toHaveText('Website will go before Call.'));
  await expect(page.getByRole('listitem', { name: 'Channel 1: Website' })).toBeVisible();

  // The keyboard: E-mail goes before Call.
  await page.getByRole('button', { name: 'Drag to reorder E-mail' }).focus();
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('Picked up E-mail.');
  await page.keyboard.press('ArrowUp');
  await expect(announcer).toHaveText('E-mail will go before Call.');
  await page.keyboard.press('Space');
  await expect(page.getByRole('listitem', { name: 'Channel 2: E-mail' })).toBeVisible();
  await lookAt(page, 'builder-channels');

  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card saved.')).toBeVisible();
  const saved = (await (await request.get(card.url, { headers: card.headers })).json()).data;
  expect(saved.content.channels.map((channel: { type: string }) => channel.type)).toEqual(['website', 'email', 'call']);
});

test('the phone preview shows the lead form as visitors will see it, following its settings', async ({ page, request }) => {
  const card = await createCard(request, { content: { name: 'Previewed Pia' } });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${card.landingId}/card/${card.id}`);
  const preview = page.getByRole('region', { name: 'Phone preview' });
  await expect(preview.getByRole('heading', { name: 'Previewed Pia' })).toBeVisible();
  await expect(preview.getByRole('form')).toHaveCount(0);

  await page.getByLabel('Show a lead form on the card').check();
  await page.getByLabel('Form title').fill('Stay in touch');
  await page.getByLabel('Ask for Company').check();
  await page.getByLabel('Ask for Phone').uncheck();
  const form = preview.getByRole('form', { name: 'Stay in touch' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox')).toHaveCount(3);
  for (const field of ['Full name *', 'Company *', 'E-mail *']) await expect(form.getByLabel(field, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Phone *')).toHaveCount(0);
  await expect(form.getByRole('checkbox', { name: 'I agree to be contacted about this.' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Connect' })).toBeVisible();
  // Its button is in the card's theme colour, as on the public card.
  expect(await form.getByRole('button', { name: 'Connect' }).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(109, 40, 217)');
  await lookAt(page, 'builder-lead-preview');

  // Sending from the preview sends nothing: the builder stays.
  await form.getByLabel('Full name *', { exact: true }).fill('Tried it');
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${card.id}$`));
});

test("the thank-you page after a lead is in the card's theme colours and font", async ({ browser, request, baseURL }) => {
  const address = `thanks-${suffix()}`;
  await createCard(request, { design: 'design2', theme: 'thyme', content: { name: 'Thankful Theo' }, custom_url: address, show_lead_form: true, lead_form: { fields: [{ id: 'fullname' }, { id: 'email' }] } });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await phone.goto(siteUrl(baseURL, `/card/${address}`));
  const cardFont = await phone.locator('.ts-design2').evaluate((card) => getComputedStyle(card).fontFamily);
  const form = phone.getByRole('form', { name: 'Connect' });
  await form.getByLabel('Full name').fill('Vic Visitor');
  await form.getByLabel('E-mail').fill('vic@example.com');
  await form.getByLabel('I agree to be contacted about this.').check();
  await form.getByRole('button', { name: 'Connect' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

  const style = (selector: string) => phone.locator(selector).evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color, font: getComputedStyle(element).fontFamily }));
  // Thyme: soft #f7fee7 behind, text #111827, accent #3f6212 with white on it; Classic's serif.
  expect(await style('body')).toEqual({ background: 'rgb(247, 254, 231)', color: 'rgb(17, 24, 39)', font: cardFont });
  const back = phone.getByRole('link', { name: 'Back to Thankful Theo’s card' });
  expect(await back.evaluate((element) => ({ background: getComputedStyle(element).backgroundColor, color: getComputedStyle(element).color }))).toEqual({ background: 'rgb(63, 98, 18)', color: 'rgb(255, 255, 255)' });
  expect(cardFont).toContain('Georgia');
  await lookAt(phone, 'card-thanks');
  await back.click();
  await expect(phone).toHaveURL(new RegExp(`/card/${address}$`));
  await context.close();
});

test('the demo card holder finds a card among their cards on a fresh install, and opens it in the builder', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, E2E_CARD);
  await expect(page).toHaveURL(/\/user\/cards$/);
  await expect(page.getByRole('listitem', { name: 'Demo Card Holder' })).toBeVisible();
  await lookAt(page, 'user-cards');
  await page.getByRole('link', { name: 'Edit Demo Card Holder' }).click();
  const preview = page.getByRole('region', { name: 'Phone preview' });
  await expect(preview.getByRole('heading', { name: 'Demo Card Holder' })).toBeVisible();
  await expect(preview.getByRole('form', { name: 'Connect' })).toBeVisible();
  await lookAt(page, 'user-card-builder');
});
