import { apps as installedApps, standaloneElements } from '@tessera/plugins';
import { withAppElements } from '@tessera/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { designOf } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** An app's elements are premium with their app: held with it alone, never granted one by one. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());

const appElement = withAppElements(standaloneElements, installedApps).find((element) => element.app && installedApps.find((app) => app.id === element.app!.id)?.premium);

it("refuses an app's element as a premium element grant, keeps one stored before harmless, and lets it be saved only while its app is held", async () => {
  if (!appElement?.app) throw new Error('the manifest installs no premium app with an element to test with');
  const agency = await t.createAgency('App Element Bakery');
  const token = await t.tokenFor(agency.ownerId);
  const editAgency = (payload: object) => t.request({ method: 'PUT', url: `/api/v1/agencies/${agency.agencyId}`, token: admin, payload });
  const pageUrl = `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}`;
  const saveDesign = async () => {
    const { version } = (await t.request({ method: 'GET', url: pageUrl, token })).json().data;
    return t.request({ method: 'PUT', url: `${pageUrl}/design`, token, payload: { design: designOf([{ key: appElement.id, id: 'element-app' }]), version } });
  };

  const refused = await editAgency({ premium_elements: [appElement.id] });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.premium_elements).toEqual([`${appElement.id} comes with the ${appElement.app.label} app: grant the app.`]);
  const config = (await t.request({ method: 'GET', url: '/api/v1/config', token: admin })).json().data;
  expect(config.allPremiumElements).not.toContain(appElement.id);

  // A grant of the element stored before this rule: the agency's form still saves, and it holds nothing.
  await t.db.updateTable('agencies').set({ premium_elements: JSON.stringify([appElement.id]) }).where('id', '=', agency.agencyId).execute();
  expect((await editAgency({ name: 'App Element Bakers', premium_elements: [appElement.id] })).statusCode).toBe(200);
  const notHeld = await saveDesign();
  expect(notHeld.statusCode).toBe(422);
  expect(JSON.stringify(notHeld.json().errors)).toContain(`comes with the ${appElement.app.label} app, which your plan does not include`);

  expect((await editAgency({ premium_apps: [appElement.app.id] })).statusCode).toBe(200);
  expect((await saveDesign()).statusCode).toBe(200);

  const plan = await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'App element plan', type: 'agency' } });
  const cell = await t.request({ method: 'PUT', url: `/api/v1/plans/${plan.json().data.id}/premium/${appElement.id}`, token: admin, payload: { granted: true } });
  expect(cell.statusCode).toBe(422);
  expect(cell.json().errors.pluginId).toEqual([`${appElement.id} comes with the ${appElement.app.label} app: grant the app.`]);
});
