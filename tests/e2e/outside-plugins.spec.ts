import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiHeaders, demoWebsite } from './support/account-api.ts';
import { E2E_ADMIN, E2E_DEMO } from './support/accounts.ts';
import { violations } from './support/axe.ts';
import { freshDemoPage, openDesigner, signInContext } from './support/designer-session.ts';
import { dragTo } from './support/drag.ts';
import { designOf, publishDemoDesign, saveDemoDesign, siteUrl } from './support/published-design.ts';
import { expect, test } from './support/test.ts';

/**
 * Outside plugins installed from packed tarballs work like built-in ones. `npm run test:outside`
 * scaffolds one plugin of each kind outside the project, installs them into a copy of it by the
 * documented steps, and runs this file there, naming them in TESSERA_OUTSIDE_PLUGINS (a JSON
 * file: what the scaffold made). Elsewhere there is nothing to check.
 */
interface OutsidePlugins {
  element: { id: string; label: string; text: string; panelField: string; invalidProps: Record<string, unknown>; invalidField: string };
  app: { id: string; label: string; elementId: string };
  cardDesign: { id: string; label: string };
}

const facts = process.env.TESSERA_OUTSIDE_PLUGINS;
const outside: OutsidePlugins | undefined = facts ? JSON.parse(readFileSync(facts, 'utf8')) : undefined;
test.skip(!outside, 'runs in the copy npm run test:outside makes');
const installed = outside!;

/** A published site's answer as the browser got it (site hosts are *.localhost, which only the browser resolves). */
async function siteAnswer(page: Page, url: string): Promise<{ status: number; html: string }> {
  const response = await page.goto(url);
  return { status: response!.status(), html: await response!.text() };
}

test('the outside element is in the palette, saves, refuses bad props with 422, and publishes without JavaScript', async ({ page, context, request, baseURL }) => {
  const { token, designUrl } = await freshDemoPage(request);
  await signInContext(context, token);
  await openDesigner(page, designUrl);
  // Found by its label, as a user would among the installed elements.
  await page.getByRole('searchbox', { name: 'Search elements' }).fill(installed.element.label);
  const paletteItem = page.getByTestId(`palette-item-${installed.element.id}`);
  await expect(paletteItem).toContainText(installed.element.label);
  // Drawn on the canvas and edited in its panel: the designer's bundle compiled the package's JSX and loads its panel.
  await dragTo(page, paletteItem, page.getByTestId('canvas-dropzone'));
  const placed = page.getByTestId('canvas').locator(`[data-testid="canvas-element"][data-element-type="${installed.element.id}"]`);
  await expect(placed).toContainText(installed.element.text);
  await placed.click();
  await page.getByLabel(installed.element.panelField).fill('Edited in the panel');
  await expect(placed).toContainText('Edited in the panel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const refused = await saveDemoDesign(request, designOf([{ key: installed.element.id, props: installed.element.invalidProps }]));
  expect(refused.response.status()).toBe(422);
  expect(JSON.stringify((await refused.response.json()).errors)).toContain(installed.element.invalidField);

  await publishDemoDesign(request, designOf([{ key: installed.element.id }]));
  const { html } = await siteAnswer(page, siteUrl(baseURL));
  expect(html).toContain(installed.element.text);
  expect(html).not.toContain('<script');
  // The page holds the element alone, so it has no level-one heading of its own.
  expect(await violations(page, { skipRules: ['page-has-heading-one'] })).toEqual([]);
});

test('the outside app answers only while the agency holds it: route, element, website screen and site page', async ({ page, context, request, baseURL }) => {
  const website = await demoWebsite(request);
  const demo = await apiHeaders(request, E2E_DEMO);
  const admin = await apiHeaders(request, E2E_ADMIN);
  const agency = (await (await request.get('/api/v1/profile', { headers: demo })).json()).data.agency;
  const items = `/api/v1/landings/${website.id}/${installed.app.id}/items`;
  const hold = async (held: boolean) => {
    const current: string[] = (await (await request.get(`/api/v1/agencies/${agency.id}`, { headers: admin })).json()).data.billing.premium_apps;
    const premiumApps = held ? [...new Set([...current, installed.app.id])] : current.filter((id) => id !== installed.app.id);
    const saved = await request.put(`/api/v1/agencies/${agency.id}`, { headers: admin, data: { premium_apps: premiumApps } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };

  await hold(false);
  const refusedRoute = await request.get(items, { headers: demo });
  expect(refusedRoute.status()).toBe(403);
  expect((await refusedRoute.json()).message).toContain(installed.app.label);
  const refusedElement = await saveDemoDesign(request, designOf([{ key: installed.app.elementId }]));
  expect(refusedElement.response.status()).toBe(422);
  expect(JSON.stringify(await refusedElement.response.json())).toContain(installed.app.label);

  await hold(true);
  const title = `Item ${Date.now().toString(36)}`;
  const blank = await request.post(items, { headers: demo, data: { title: ' ' } });
  expect(blank.status()).toBe(422);
  expect((await blank.json()).errors.title).toEqual(['The title field is required.']);
  const added = await request.post(items, { headers: demo, data: { title } });
  expect(added.status(), await added.text()).toBe(201);
  await publishDemoDesign(request, designOf([{ key: installed.app.elementId }]));
  expect((await siteAnswer(page, siteUrl(baseURL))).html).toContain(`href="/${installed.app.id}"`);
  const sitePage = await siteAnswer(page, siteUrl(baseURL, `/${installed.app.id}`));
  expect(sitePage.status).toBe(200);
  expect(sitePage.html).toContain(title);

  const { token } = await freshDemoPage(request);
  await signInContext(context, token);
  await page.goto(`/agency/websites/${website.id}/${installed.app.id}`);
  await expect(page.getByRole('heading', { name: installed.app.label, level: 1 })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/The title field is required\./);
});

test('a card in the outside design is drawn on its public page', async ({ page, request, baseURL }) => {
  const website = await demoWebsite(request);
  const headers = await apiHeaders(request, E2E_DEMO);
  const address = `outside-${Date.now().toString(36)}`;
  const made = await request.post(`/api/v1/landings/${website.id}/cards`, { headers, data: { design: installed.cardDesign.id, custom_url: address, content: { name: 'Ann Baker', title: 'Head baker' } } });
  expect(made.status(), await made.text()).toBe(201);
  const card = await siteAnswer(page, siteUrl(baseURL, `/card/${address}`));
  expect(card.status).toBe(200);
  expect(card.html).toContain(`class="ts-${installed.cardDesign.id}"`);
  expect(card.html).toContain('Ann Baker');
});
