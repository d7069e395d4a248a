import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../../testing/designs.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let adminToken: string;

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/v1/subscriptions/order-pages${url}`, token: adminToken, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ADMIN);
  const plan = (await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Studio', type: 'agency' } })).json().data;
  await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.id, amount: 3900, currency: 'usd', interval: 'month' } });
  const retired = (await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Retired', type: 'agency' } })).json().data;
  const price = (await t.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: retired.id, amount: 1900, currency: 'usd', interval: 'month' } })).json().data;
  await t.request({ method: 'PUT', url: `/api/v1/prices/${price.id}`, token: adminToken, payload: { active: false } });
  await t.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Maps add-on', type: 'app' } });
});
afterAll(() => t.close());

describe('order pages', () => {
  it('are designed and previewed by the admin, and online only once published, offering the agency plans with a price', async () => {
    const created = await admin('POST', '', { name: 'Spring offer' });
    expect(created.statusCode).toBe(201);
    const page = created.json().data;
    expect(page).toMatchObject({ name: 'Spring offer', published: false, version: 1 });
    expect((await admin('PUT', `/${page.id}/design`, { design: headlineDesign('Build sites for your clients'), version: 1 })).statusCode).toBe(200);
    const read = (await admin('GET', `/${page.id}`)).json();
    expect(read.orderPage, 'the key spec §7 names').toMatchObject({ id: page.id, name: 'Spring offer', version: 2 });
    expect(read.orderPage).toEqual(read.data);

    expect((await t.request({ method: 'GET', url: `/api/v1/order-pages/${page.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/order-pages/${page.id}/content` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/v1/order-pages' })).json().data.pages, 'a draft is not offered at /order').toEqual([]);
    const signed = (await admin('GET', `/${page.id}/preview-token`)).json().url;
    const preview = await t.request({ method: 'GET', url: signed });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Build sites for your clients');

    expect((await admin('POST', `/${page.id}/publish`)).json().data.published).toBe(true);
    const offered = (await t.request({ method: 'GET', url: `/api/v1/order-pages/${page.id}` })).json().data;
    expect(offered.name).toBe('Spring offer');
    expect(offered.plans.map((plan: { name: string }) => plan.name)).toEqual(['Studio']);
    expect(offered.plans[0].prices).toEqual([expect.objectContaining({ amount: 3900, currency: 'usd', interval: 'month' })]);
    const choice = (await t.request({ method: 'GET', url: '/api/v1/order-pages' })).json().data;
    expect(choice.pages).toEqual([{ id: page.id, name: 'Spring offer' }]);
    expect(choice.plans).toEqual(offered.plans);
    const content = await t.request({ method: 'GET', url: `/api/v1/order-pages/${page.id}/content` });
    expect(content.headers['content-type']).toContain('text/html');
    expect(content.body).toContain('Build sites for your clients');
  });

  it('clones with fresh ids, unpublished, and deletes', async () => {
    const page = (await admin('POST', '', { name: 'Black Friday', design: headlineDesign('Half price') })).json().data;
    const copy = (await admin('POST', `/${page.id}/clone`)).json().data;
    expect(copy).toMatchObject({ name: 'Black Friday (copy)', published: false });
    const original = (await admin('GET', `/${page.id}`)).json().data.design;
    const cloned = (await admin('GET', `/${copy.id}`)).json().data.design;
    expect(cloned.sections[0].id).not.toBe(original.sections[0].id);
    expect((await admin('DELETE', `/${copy.id}`)).json().message).toBe('Order page deleted.');
    expect((await admin('GET', `/${copy.id}`)).statusCode).toBe(404);
    const names = (await admin('GET', '')).json().data.map((entry: { name: string }) => entry.name);
    expect(names).toEqual(['Black Friday', 'Spring offer']);
  });
});
