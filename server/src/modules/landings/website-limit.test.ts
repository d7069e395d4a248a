import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const wxr = readFileSync(new URL('../landing-import/fixtures/small-export.xml', import.meta.url));
const PLAN_REFUSAL = 'Your plan (Starter) allows 2 websites. Delete one or upgrade your plan to create another.';

let t: TestApp;
let admin: string;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let planId: number;
let sharedId: string;

const websitesOf = async (agencyId: number) => (await t.db.selectFrom('landings').select('id').where('agency_id', '=', agencyId).execute()).length;

/** The agency subscribes to `planId` as its agency plan (the provider's side is not what is tested here). */
async function subscribe(agencyId: number, plan: number) {
  const price = await t.db.insertInto('prices').values({ plan_id: plan, amount: 1000, currency: 'usd', interval: 'month', provider_price_id: `price_limit_${agencyId}` }).returning('id').executeTakeFirstOrThrow();
  await t.db
    .insertInto('agency_subscriptions')
    .values({ agency_id: agencyId, plan_id: plan, price_id: price.id, section: 'agency', provider_subscription_id: `sub_limit_${agencyId}`, status: 'active' })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(await t.createUser({ email: 'limits-admin@example.test', role: 'Admin' }));
  const made = await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Starter', type: 'agency', website_limit: 2 } });
  expect(made.statusCode, made.body).toBe(200);
  planId = made.json().data.id;
  agency = await t.createAgency('Limited Makers');
  token = await t.tokenFor(agency.ownerId);
  await subscribe(agency.agencyId, planId);
  const sharer = await t.createAgency('Generous Sharer');
  const shared = await t.request({ method: 'PUT', url: `/api/v1/landings/${sharer.landingId}/sharing`, token: await t.tokenFor(sharer.ownerId), payload: { sharing: true } });
  expect(shared.statusCode, shared.body).toBe(200);
  sharedId = (await t.db.selectFrom('landings').select('unique_id').where('id', '=', sharer.landingId).executeTakeFirstOrThrow()).unique_id;
});
afterAll(() => t.close());

describe("a plan's website limit", () => {
  it('is kept on the plan, edited through the plans API, and refused when it is not a whole number from 0', async () => {
    expect((await t.request({ method: 'GET', url: `/api/v1/plans/${planId}`, token: admin })).json().data.website_limit).toBe(2);
    const negative = await t.request({ method: 'PUT', url: `/api/v1/plans/${planId}`, token: admin, payload: { website_limit: -1 } });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.website_limit).toEqual(['The website limit must be at least 0.']);
    const fraction = await t.request({ method: 'PUT', url: `/api/v1/plans/${planId}`, token: admin, payload: { website_limit: 1.5 } });
    expect(fraction.json().errors.website_limit).toEqual(['The website limit must be a whole number.']);
    const unlimited = await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Open', type: 'agency' } });
    expect(unlimited.json().data.website_limit).toBeNull();
  });

  it('lets the agency create up to the limit, then refuses every way of making a website, naming the plan', async () => {
    const second = await t.request({ method: 'POST', url: '/api/v1/landings', token, payload: { title: 'Second', subdomain: 'limited-second' } });
    expect(second.statusCode, second.body).toBe(201);
    expect(await websitesOf(agency.agencyId)).toBe(2);

    const refusals = {
      create: await t.request({ method: 'POST', url: '/api/v1/landings', token, payload: { title: 'Third', subdomain: 'limited-third' } }),
      duplicate: await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/duplicate`, token, payload: {} }),
      clone: await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/clone`, token, payload: {} }),
      importShared: await t.request({ method: 'POST', url: `/api/v1/landings/import/landing/${sharedId}/unique-id`, token, payload: {} }),
      importWordPress: await (async () => {
        const body = multipartBody({}, { filename: 'export.xml', bytes: wxr });
        return t.request({ method: 'POST', url: '/api/v1/landings/import-xml', token, payload: body.payload, headers: body.headers });
      })(),
      writtenByAi: await (async () => {
        await t.db.updateTable('agencies').set({ openai_api_key: 'sk-test' }).where('id', '=', agency.agencyId).execute();
        return t.request({ method: 'POST', url: '/api/v1/landings/auto', token, payload: { business_name: 'Sunny Plumbing', description: 'Emergency plumbing in Leeds.', subdomain: 'limited-ai' } });
      })(),
    };
    for (const [path, response] of Object.entries(refusals)) {
      expect([path, response.statusCode]).toEqual([path, 403]);
      expect([path, response.json().message]).toEqual([path, PLAN_REFUSAL]);
    }
    expect(await websitesOf(agency.agencyId)).toBe(2);
  });

  it('lets an admin making a website for the agency through the same limit', async () => {
    const refused = await t.request({ method: 'POST', url: '/api/v1/landings', token: admin, payload: { title: 'By admin', subdomain: 'limited-admin', agency_id: agency.agencyId } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(PLAN_REFUSAL);
  });

  it('gives the last place to only one of several websites created at once', async () => {
    const racer = await t.createAgency('Racing Makers');
    await subscribe(racer.agencyId, planId);
    const racerToken = await t.tokenFor(racer.ownerId);
    const racing = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => t.request({ method: 'POST', url: '/api/v1/landings', token: racerToken, payload: { title: name, subdomain: `race-${name}` } })),
    );
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403]);
    expect(await websitesOf(racer.agencyId)).toBe(2);
  });
});

describe("the admin's limit on an agency", () => {
  it('comes before the plan: a higher one lets the agency grow past its plan, and a refusal names the administrator', async () => {
    const raised = await t.request({ method: 'PUT', url: `/api/v1/agencies/${agency.agencyId}`, token: admin, payload: { landing_limit: 3 } });
    expect(raised.statusCode, raised.body).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/duplicate`, token, payload: {} })).statusCode).toBe(201);
    const refused = await t.request({ method: 'POST', url: '/api/v1/landings', token, payload: { title: 'Fourth', subdomain: 'limited-fourth' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Your agency's limit, set by the administrator, is 3 websites. Delete one or ask the administrator to raise it.");
  });

  it('holds an agency without a plan too, and no limit anywhere means none', async () => {
    const free = await t.createAgency('Free Makers');
    const freeToken = await t.tokenFor(free.ownerId);
    expect((await t.request({ method: 'POST', url: '/api/v1/landings', token: freeToken, payload: { title: 'Two', subdomain: 'free-two' } })).statusCode).toBe(201);
    await t.request({ method: 'PUT', url: `/api/v1/agencies/${free.agencyId}`, token: admin, payload: { landing_limit: 1 } });
    const refused = await t.request({ method: 'POST', url: `/api/v1/landings/${free.landingId}/clone`, token: freeToken, payload: {} });
    expect(refused.json().message).toBe("Your agency's limit, set by the administrator, is 1 website. Delete one or ask the administrator to raise it.");
  });
});
