import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from '../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../testing/test-app.ts';
import { DEMO_CARD_URL, DEMO_SUBDOMAIN, seedIfEmpty } from './seed-demo.ts';

const CARD_HOLDER = { email: 'card-holder@example.test', password: 'card-holder-password-1' };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { TESSERA_DEMO_CARD_EMAIL: CARD_HOLDER.email, TESSERA_DEMO_CARD_PASSWORD: CARD_HOLDER.password } });
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('gives the demo card holder a card of the demo website, which they edit and visitors see with its lead form', async () => {
    const token = await t.login(CARD_HOLDER);
    const held = (await t.request({ method: 'GET', url: '/api/v1/users/cards', token })).json().data;
    expect(held).toEqual([expect.objectContaining({ custom_url: DEMO_CARD_URL, landing_title: 'Demo website', show_lead_form: true, content: expect.objectContaining({ name: 'Demo Card Holder' }) })]);
    expect(held[0].content.channels.map((channel: { type: string }) => channel.type)).toEqual(['call', 'email', 'website', 'linkedin']);

    const saved = await t.request({ method: 'PUT', url: `/api/v1/landings/${held[0].landing_id}/cards/${held[0].id}`, token, payload: { content: { ...held[0].content, title: 'Mine now' } } });
    expect(saved.statusCode, saved.body).toBe(200);

    const page = await visit(t, `${DEMO_SUBDOMAIN}.${TEST_SITE_DOMAIN}`, `/card/${DEMO_CARD_URL}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Mine now');
    expect(page.body).toContain(`/api/v1/site/cards/${held[0].id}/leads`);
  });

  it('adds nothing when it runs again on a seeded database', async () => {
    const count = async () => Number((await t.db.selectFrom('cards').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    expect(await seedIfEmpty(t.db, t.config)).toEqual([]);
    expect(await count()).toBe(before);
  });
});
