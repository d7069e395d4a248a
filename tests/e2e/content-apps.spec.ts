import { E2E_DEMO } from './support/accounts.ts';
import { demoWebsite, signedIn } from './support/account-api.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { designOf, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

// Visitors read the webinar's start in their own zone: this browser is in Paris, the organizer in New York.
test.use({ timezoneId: 'Europe/Paris' });

test("the agency shows its business's reviews and its next GoTo webinar on a page, picked in the panels; a visitor reads the start in their own zone and registers", async ({ page, context, request, baseURL }) => {
  const { landingId, pageId, token, designUrl } = await freshDemoPage(request);
  const headers = { authorization: `Bearer ${token}` };
  const website = await demoWebsite(request);
  await signInContext(context, token);

  // Without a map service key, the demo business is offered before anything is searched, and leaves the suggestions once added.
  await page.goto('/agency/places');
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await suggestions.getByRole('button', { name: 'Add Tessera Demo Bakery' }).click();
  const card = page.locator('.shown-item').filter({ hasText: 'Tessera Demo Bakery' });
  await expect(card).toBeVisible();
  await expect(suggestions).toHaveCount(0);
  await card.getByLabel(website.title).check();
  await card.getByRole('button', { name: 'Save websites' }).click();
  await expect.poll(async () => (await (await request.get('/api/v1/places', { headers })).json()).data[0]?.landing_ids).toEqual([landingId]);

  // The GoTo account, through the provider's authorize page (the local fake approves at once).
  const started = await request.post('/api/v1/oauth-accounts/gotowebinar/connect', { headers, data: { return_to: `/agency/websites/${landingId}/integrations` } });
  await page.goto((await started.json()).data.authorize_url);
  await expect(page).toHaveURL(/\/integrations\?connected=gotowebinar$/);

  // Both elements on the page (dragging is the designer's own tests'), then each picked in its panel.
  const pageUrl = `/api/v1/landings/${landingId}/pages/${pageId}`;
  const { version } = (await (await request.get(pageUrl, { headers })).json()).data;
  expect((await request.put(`${pageUrl}/design`, { headers, data: { design: designOf([{ key: 'google-review' }, { key: 'goto-reg-info' }]), version } })).ok()).toBe(true);
  await openDesigner(page, designUrl);
  const canvas = page.getByTestId('canvas');
  await canvas.locator('[data-testid="canvas-element"][data-element-type="google-review"]').click({ position: { x: 4, y: 4 } });
  await expect(page.getByLabel('Place').locator('option', { hasText: 'Tessera Demo Bakery' })).toHaveCount(1);
  await page.getByLabel('Place').selectOption({ label: 'Tessera Demo Bakery' });
  await page.getByLabel('Heading').fill('What neighbours say');
  await canvas.locator('[data-testid="canvas-element"][data-element-type="goto-reg-info"]').click({ position: { x: 4, y: 4 } });
  const webinar = page.getByLabel('Webinar').locator('option', { hasText: 'Launch week live demo' });
  await expect(webinar).toHaveCount(1);
  await page.getByLabel('Webinar').selectOption({ label: (await webinar.textContent())! });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // Read as the picker reads it; asked again while an answer lacks the webinar (the provider's token may be being renewed).
  let listed: { starts_at: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/landings/${landingId}/webinars`, { headers });
      listed = answer.ok() ? (await answer.json()).data[0] : undefined;
      return listed?.starts_at;
    })
    .toBeTruthy();
  const inParis = new Intl.DateTimeFormat('en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: 'Europe/Paris' }).format(new Date(listed!.starts_at));

  const visitor = await context.newPage();
  await visitor.goto(siteUrl(baseURL, '/'));
  await expect(visitor.getByRole('heading', { name: 'What neighbours say' })).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Rated 4.7 out of 5' }).first()).toBeVisible();
  await expect(visitor.getByText('The best sourdough in town')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Launch week live demo' })).toBeVisible();
  await expect(visitor.locator('.ts-goto-reg time')).toHaveText(inParis);
  const form = visitor.getByRole('form', { name: 'Register for Launch week live demo' });
  await form.getByLabel('First name').fill('Paula');
  await form.getByLabel('Last name').fill('Paris');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Register' }).click();
  expect(await form.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await form.getByLabel('Email').fill(`paula.${Date.now().toString(36)}@example.com`);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(visitor.getByRole('status')).toHaveText('You are registered. The joining link is on its way to your e-mail.');
});

test('a fresh install imports a suggested podcast with no network, and names the feed when an address fails', async ({ page, request }) => {
  const website = await demoWebsite(request);
  await signedIn(page, E2E_DEMO);
  await page.goto(`/agency/websites/${website.id}/podcast/import`);
  await page.getByRole('list', { name: 'Suggested shows' }).getByRole('button', { name: 'Import Marketing in Minutes' }).click();
  await expect(page).toHaveURL(new RegExp(`/agency/websites/${website.id}/episodes$`));
  await expect(page.getByText('Reviews as your best ads')).toBeVisible();

  await page.goto(`/agency/websites/${website.id}/podcast/import`);
  await page.getByLabel('Feed address', { exact: true }).fill('https://feeds.invalid/feed.xml');
  await page.getByRole('button', { name: 'Import feed' }).click();
  await expect(page.getByLabel('Feed address', { exact: true })).toHaveAccessibleDescription("The feed's host could not be found.");
});
