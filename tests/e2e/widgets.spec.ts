import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { apiHeaders, signedIn, uniqueEmail } from './support/account-api.ts';
import { E2E_ADMIN } from './support/accounts.ts';
import { createAgencyAccount } from './support/billing-api.ts';
import { expect, test } from './support/test.ts';

const TAWK_ID = 'e2eproperty/e2ewidget';
const suffix = () => Date.now().toString(36);

/**
 * Stands in for Tawk.to's script (this machine has no internet): it draws a bubble and answers
 * the widget API the dashboard uses to hide it, and counts how often the page asked for it.
 */
async function fakeTawk(context: BrowserContext): Promise<{ requests: () => number }> {
  let requests = 0;
  await context.route(`https://embed.tawk.to/${TAWK_ID}`, (route) => {
    requests += 1;
    return route.fulfill({
      contentType: 'application/javascript',
      body: `(() => {
        const bubble = document.createElement('div');
        bubble.textContent = 'Chat with us';
        bubble.setAttribute('data-testid', 'support-chat');
        document.body.append(bubble);
        const api = Object.assign(window.Tawk_API || {}, { hideWidget() { bubble.hidden = true; }, showWidget() { bubble.hidden = false; } });
        window.Tawk_API = api;
        if (api.onLoad) api.onLoad();
      })();`,
    });
  });
  await context.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<p>Vimeo player</p>' }));
  return { requests: () => requests };
}

/** Removes every promo, help video and the support chat, so no other test meets them. */
async function clearWidgets(request: APIRequestContext): Promise<void> {
  const headers = await apiHeaders(request, E2E_ADMIN);
  const { data } = await (await request.get('/api/v1/admin-widgets', { headers })).json();
  for (const promo of data.promos) await request.delete(`/api/v1/admin-widgets/promos/${promo.id}`, { headers });
  for (const video of data.help_videos) await request.delete(`/api/v1/admin-widgets/help-videos/${video.screen}`, { headers });
  await request.put('/api/v1/admin-widgets/support-chat', { headers, data: { provider: null } });
}

test.afterEach(({ request }) => clearWidgets(request));

test('the admin sets a promo, a help video and a support chat; an agency owner meets each where it belongs, and a sub-user meets none', async ({ browser, page, request }) => {
  const owner = await createAgencyAccount(request, `Widgets ${suffix()}`, { free_register: true });
  const ownerHeaders = await apiHeaders(request, owner);
  const website = (await (await request.post('/api/v1/landings', { headers: ownerHeaders, data: { title: 'Widget site', subdomain: `widgets-${suffix()}` } })).json()).data;

  await signedIn(page, E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard widgets' }).click();
  const promoForm = page.getByRole('form', { name: 'New promo' });
  await promoForm.getByLabel('Title').fill('Spring offer');
  await promoForm.getByLabel('Message').fill('Two months free on the yearly plan.');
  await promoForm.getByLabel('Link address').fill('http://example.com/offer');
  await promoForm.getByRole('button', { name: 'Add promo' }).click();
  await expect(promoForm.getByText('Use an https address.')).toBeVisible();
  await promoForm.getByLabel('Link address').fill('https://example.com/offer');
  await promoForm.getByLabel('Button label').fill('See the offer');
  await promoForm.getByRole('button', { name: 'Add promo' }).click();
  await expect(page.getByRole('row', { name: /Spring offer/ })).toContainText('0 owners');

  await page.getByRole('button', { name: 'Set the help video of Pages' }).click();
  const videoForm = page.getByRole('form', { name: 'Help video of Pages' });
  await videoForm.getByLabel('Title').fill('Managing your pages');
  await videoForm.getByLabel('Video link').fill('https://vimeo.com/76979871');
  await videoForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Pages/ }).first()).toContainText('Managing your pages');

  await page.getByLabel('Provider').selectOption('tawk');
  await page.getByLabel('Id', { exact: true }).fill(TAWK_ID);
  await page.getByRole('button', { name: 'Save support chat' }).click();
  await expect(page.getByText('Support chat saved.')).toBeVisible();

  // The owner: the promo once, the chat on dashboard screens, the help video on the Pages screen only.
  const ownerContext = await browser.newContext();
  const tawk = await fakeTawk(ownerContext);
  const ownerPage = await ownerContext.newPage();
  await signedIn(ownerPage, owner);
  const promo = ownerPage.getByRole('dialog', { name: 'Spring offer' });
  await expect(promo).toContainText('Two months free on the yearly plan.');
  await expect(promo.getByRole('link', { name: 'See the offer' })).toHaveAttribute('href', 'https://example.com/offer');
  await promo.getByRole('button', { name: 'Close' }).click();
  const chat = ownerPage.getByTestId('support-chat');
  await expect(chat).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Help video' })).toHaveCount(0);

  await ownerPage.goto(`/agency/websites/${website.id}/pages`);
  await expect(ownerPage.getByRole('dialog', { name: 'Spring offer' })).toHaveCount(0);
  await ownerPage.getByRole('button', { name: 'Help video' }).click();
  const player = ownerPage.getByRole('dialog', { name: 'Managing your pages' });
  await expect(player.locator('iframe')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
  await player.press('Escape');

  // Into the designer (the same page, no reload): no help video, and the chat is hidden.
  await expect(chat).toBeVisible();
  await ownerPage.getByRole('row', { name: /Home/ }).getByRole('link', { name: 'Design' }).click();
  await expect(ownerPage.getByTestId('canvas')).toBeVisible();
  await expect(chat).toBeHidden();
  await expect(ownerPage.getByRole('button', { name: 'Help video' })).toHaveCount(0);
  await ownerPage.goBack();
  await expect(chat).toBeVisible();

  // A card screen shows none of them either.
  await ownerPage.goto(`/agency/websites/${website.id}/cards`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Cards', exact: true })).toBeVisible();
  await expect(chat).toBeHidden();
  expect(tawk.requests()).toBeGreaterThan(0);

  // The admin sees that one owner has been shown the promo.
  await page.reload();
  await expect(page.getByRole('row', { name: /Spring offer/ })).toContainText('1 owner');

  // A sub-user of the same agency, on the same screens: nothing at all, and no chat script is fetched.
  const subUser = { email: uniqueEmail('widgets-sub'), password: 'widgets-sub-password-1' };
  const created = await request.post('/api/v1/users', { headers: ownerHeaders, data: { name: 'Sam Sub', ...subUser, password_confirmation: subUser.password, role: 'AgencyUser' } });
  expect(created.ok(), await created.text()).toBe(true);
  const granted = await request.post(`/api/v1/users/${(await created.json()).data.id}/landings`, { headers: ownerHeaders, data: { landing_id: website.id, permissions: ['pages.view'] } });
  expect(granted.ok(), await granted.text()).toBe(true);
  const subContext = await browser.newContext();
  const subTawk = await fakeTawk(subContext);
  const subPage = await subContext.newPage();
  await signedIn(subPage, subUser);
  await subPage.goto(`/agency/websites/${website.id}/pages`);
  await expect(subPage.getByRole('row', { name: /Home/ })).toBeVisible();
  await expect(subPage.getByRole('button', { name: 'Help video' })).toHaveCount(0);
  await expect(subPage.getByRole('dialog')).toHaveCount(0);
  expect(subTawk.requests()).toBe(0);
  await Promise.all([ownerContext.close(), subContext.close()]);
});
