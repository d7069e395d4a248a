import { DEFAULT_BRAND_KIT } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let owner: string;

const call = (token: string, method: 'GET' | 'PUT', payload?: object) => t.request({ method, url: '/api/v1/onboarding', token, ...(payload ? { payload } : {}) });
const doneSteps = async (token: string) => {
  const data = (await call(token, 'GET')).json().data as { steps: { id: string; done: boolean }[] };
  return data.steps.filter((step) => step.done).map((step) => step.id);
};

beforeAll(async () => {
  t = await createTestApp();
  agency = await t.createAgency('Onboarding Owners');
  owner = await t.tokenFor(agency.ownerId);
});
afterAll(() => t.close());

describe('the getting-started checklist', () => {
  it('ticks each step from what the agency does, and only from its own data', async () => {
    const first = (await call(owner, 'GET')).json().data;
    expect(first).toEqual({
      dismissed: false,
      landing_id: agency.landingId,
      steps: ['website', 'brand_kit', 'publish', 'domain', 'payments', 'card', 'teammate'].map((id) => ({ id, done: id === 'website' })),
    });
    // Another agency's progress is not this one's.
    const rival = await t.createAgency('Onboarding Rivals');
    await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/pages/${rival.pageId}/publish`, token: await t.tokenFor(rival.ownerId) });
    await t.createUser({ email: 'rival-mate@example.test', role: 'AgencyUser', agencyId: rival.agencyId });
    expect(await doneSteps(owner)).toEqual(['website']);

    // A kit copied from a template is not one the agency set; saving one is.
    await t.db.updateTable('landings').set({ brand_kit: JSON.stringify(DEFAULT_BRAND_KIT) }).where('id', '=', agency.landingId).execute();
    expect(await doneSteps(owner)).toEqual(['website']);
    const kit = await t.request({ method: 'PUT', url: `/api/v1/landings/${agency.landingId}/brand-kit`, token: owner, payload: { ...DEFAULT_BRAND_KIT, colors: { ...DEFAULT_BRAND_KIT.colors, primary: '#0f766e' } } });
    expect(kit.statusCode, kit.body).toBe(200);
    expect(await doneSteps(owner)).toEqual(['website', 'brand_kit']);

    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/pages/${agency.pageId}/publish`, token: owner })).statusCode).toBe(200);
    const card = await t.request({ method: 'POST', url: `/api/v1/landings/${agency.landingId}/cards`, token: owner, payload: { content: { name: 'Ann' } } });
    expect(card.statusCode, card.body).toBe(201);
    await t.createUser({ email: 'onboarding-mate@example.test', role: 'WebsiteUser', agencyId: agency.agencyId });
    // A domain and a payment account are connected through outside services; their rows are what the steps read.
    await t.db.updateTable('landings').set({ domain: 'owners.example.test' }).where('id', '=', agency.landingId).execute();
    await t.db
      .insertInto('payment_gateways')
      .values({ landing_id: agency.landingId, platform: 'stripe', account_id: 'acct_onboarding', name: 'Owners', currency: 'usd', publishable_key: 'pk', sealed_secrets: 'v1.x', status: 'active' })
      .execute();
    expect(await doneSteps(owner)).toEqual(['website', 'brand_kit', 'publish', 'domain', 'payments', 'card', 'teammate']);

    // Undone work opens its step again.
    await t.db.updateTable('payment_gateways').set({ status: 'revoked' }).where('account_id', '=', 'acct_onboarding').execute();
    expect(await doneSteps(owner)).not.toContain('payments');
  });

  it('is hidden and shown again by the owner, and kept hidden across sessions', async () => {
    const hidden = await call(owner, 'PUT', { dismissed: true });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ data: { dismissed: true }, success: true });
    expect((await call(await t.tokenFor(agency.ownerId), 'GET')).json().data.dismissed).toBe(true);
    expect((await call(owner, 'PUT', { dismissed: false })).json().data.dismissed).toBe(false);
  });

  it('refuses a body without a true or false, and malformed JSON, changing nothing', async () => {
    const bad = await call(owner, 'PUT', { dismissed: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ dismissed: ['The dismissed field must be true or false.'] });
    const malformed = await t.request({ method: 'PUT', url: '/api/v1/onboarding', token: owner, headers: { 'content-type': 'application/json' }, payload: '{"dismissed":' });
    expect(malformed.statusCode).toBe(400);
    expect((await call(owner, 'GET')).json().data.dismissed).toBe(false);
  });

  it("is the owner's alone: sub-users and the admin are refused", async () => {
    const subUser = await t.createUser({ email: 'onboarding-sub@example.test', role: 'AgencyUser', agencyId: agency.agencyId });
    expect((await call(await t.tokenFor(subUser), 'GET')).statusCode).toBe(403);
    expect((await call(await t.tokenFor(subUser), 'PUT', { dismissed: true })).statusCode).toBe(403);
    expect((await call(await t.login(ADMIN), 'GET')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/onboarding' })).statusCode).toBe(401);
  });
});
