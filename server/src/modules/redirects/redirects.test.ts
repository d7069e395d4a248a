import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPage, demoSite, designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let host: string;
let api: string;

const create = (payload: object, as = token) => t.request({ method: 'POST', url: api, token: as, payload });
const count = async () => (await t.db.selectFrom('redirects').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

beforeAll(async () => {
  t = await createTestApp();
  let homePageId: number;
  ({ token, landingId, homePageId, host } = await demoSite(t));
  api = `/api/v1/landings/${landingId}/redirects`;
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Home words' } }]));
  const pricing = await addPage(t, landingId, 'pricing');
  await saveAndPublish(t, token, landingId, pricing, designOf([{ key: 'headline', props: { text: 'Pricing words' } }]));
});
afterAll(() => t.close());

describe('redirects', () => {
  it('creates a 301 from a path to a page and follows it before pages, keeping the visitor’s query', async () => {
    const created = await create({ from: '/old-pricing/', to: '/pricing' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { from: '/old-pricing', to: '/pricing', status_code: 301, hits: 0, last_hit_at: null },
      message: 'Redirect created.',
      success: true,
    });
    const followed = await visit(t, host, '/old-pricing');
    expect(followed.statusCode).toBe(301);
    expect(followed.headers.location).toBe('/pricing');
    expect((await visit(t, host, '/old-pricing?utm_source=mail')).headers.location).toBe('/pricing?utm_source=mail');
    expect((await visit(t, host, followed.headers.location as string)).body).toContain('Pricing words');
  });

  it('takes an existing page’s address over, and sends a 302 to an outside address', async () => {
    await create({ from: '/pricing', to: 'https://shop.example.com/plans?ref=site#top', status_code: 302 });
    const response = await visit(t, host, '/pricing?utm_source=x');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://shop.example.com/plans?ref=site#top');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('counts hits, lists and reads redirects, and resets a counter', async () => {
    const list = (await t.request({ method: 'GET', url: `${api}/all`, token })).json();
    expect(list.meta.total).toBe(2);
    const old = list.data.find((redirect: { from: string }) => redirect.from === '/old-pricing');
    expect(old.hits).toBe(2);
    expect(old.last_hit_at).not.toBeNull();
    const one = await t.request({ method: 'GET', url: `${api}/${old.id}`, token });
    expect(one.json().data).toMatchObject({ id: old.id, hits: 2 });
    const reset = await t.request({ method: 'PUT', url: `${api}/${old.id}/reset`, token });
    expect(reset.json()).toMatchObject({ data: { hits: 0, last_hit_at: null }, message: 'Hit counter reset.' });
    expect((await t.request({ method: 'GET', url: `${api}/${old.id}`, token })).json().data.hits).toBe(0);
  });

  it('refuses redirects that would loop, directly, through other redirects, or through the site’s own full address', async () => {
    const before = await count();
    const self = await create({ from: '/self', to: '/self/' });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.to).toEqual(['This redirect would loop: /self → /self.']);

    await create({ from: '/a', to: '/b' });
    await create({ from: '/b', to: '/c' });
    const loop = await create({ from: '/c', to: '/a' });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().message).toBe('This redirect would loop: /c → /a → /b → /c.');
    const viaHost = await create({ from: '/c', to: `https://${host}/a?x=1` });
    expect(viaHost.statusCode).toBe(422);
    expect(await count()).toBe(before + 2);
    // Elsewhere is fine: another site is not this one.
    expect((await create({ from: '/c', to: 'https://other.example.com/a' })).statusCode).toBe(201);
  });

  it('refuses an update that would close a loop, a second redirect from the same path, and malformed values', async () => {
    const list = (await t.request({ method: 'GET', url: `${api}/all`, token })).json().data as { id: number; from: string; to: string }[];
    const c = list.find((redirect) => redirect.from === '/c')!;
    const update = await t.request({ method: 'PUT', url: `${api}/${c.id}`, token, payload: { from: '/c', to: '/a' } });
    expect(update.statusCode).toBe(422);
    const duplicate = await create({ from: '/a', to: '/elsewhere' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.from).toEqual(['A redirect from /a already exists.']);
    const bad = await create({ from: 'no-slash', to: 'javascript:alert(1)', status_code: 307 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'status_code', 'to']);
    const unchanged = (await t.request({ method: 'GET', url: `${api}/${c.id}`, token })).json().data;
    expect(unchanged.to).toBe('https://other.example.com/a');

    const moved = await t.request({ method: 'PUT', url: `${api}/${c.id}`, token, payload: { from: '/c', to: '/pricing', status_code: 302 } });
    expect(moved.json().data).toMatchObject({ to: '/pricing', status_code: 302 });
    expect((await visit(t, host, '/c')).headers.location).toBe('/pricing');
  });

  it('deletes a redirect, after which the path is a page again or not found', async () => {
    const list = (await t.request({ method: 'GET', url: `${api}/all`, token })).json().data as { id: number; from: string }[];
    const pricing = list.find((redirect) => redirect.from === '/pricing')!;
    expect((await t.request({ method: 'DELETE', url: `${api}/${pricing.id}`, token })).json()).toEqual({ message: 'Redirect deleted.', success: true });
    expect((await visit(t, host, '/pricing')).body).toContain('Pricing words');
    expect((await t.request({ method: 'GET', url: `${api}/${pricing.id}`, token })).statusCode).toBe(404);
  });

  it("answers another agency's website and redirects with 404, and changes nothing", async () => {
    const rival = await t.createAgency('Rival Redirects');
    const rivalToken = await t.login(rival.credentials);
    const before = await count();
    expect((await create({ from: '/x', to: '/y' }, rivalToken)).statusCode).toBe(404);
    const [first] = (await t.request({ method: 'GET', url: `${api}/all`, token })).json().data;
    for (const [method, url] of [
      ['GET', `${api}/${first.id}`],
      ['DELETE', `${api}/${first.id}`],
      ['PUT', `${api}/${first.id}/reset`],
      ['DELETE', `/api/v1/landings/${rival.landingId}/redirects/${first.id}`],
    ] as const) {
      expect((await t.request({ method, url, token: rivalToken })).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await count()).toBe(before);
  });
});
