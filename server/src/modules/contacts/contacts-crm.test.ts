import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let rival: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let rivalToken: string;
const ids: Record<string, number> = {};

const api = (path = '', landingId = owner.landingId) => `/api/v1/landings/${landingId}/contacts${path}`;
const list = async (query: Record<string, string> = {}, as = token) => {
  const response = await t.request({ method: 'GET', url: api(), query, token: as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: number; name: string | null; email: string | null; source: string; tags: string[] }[]; meta: { total: number } };
};
const names = async (query: Record<string, string> = {}) => (await list(query)).data.map((contact) => contact.name);
const tagsOf = async (name: string) => (await list({ search: name })).data[0]!.tags;
const post = (path: string, payload: object, as = token, landingId = owner.landingId) => t.request({ method: 'POST', url: api(path, landingId), payload, token: as });

async function addContact(landingId: number, key: string, fields: Record<string, string>, source: 'form' | 'card_lead' | 'checkout', at: string) {
  const row = await t.db
    .insertInto('contacts')
    .values({ landing_id: landingId, page_id: source === 'form' ? owner.pageId : null, element_id: 'element-form1', fields: JSON.stringify(fields), ip_hash: 'x', source, created_at: new Date(at) })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Crm Owners');
  rival = await t.createAgency('Crm Rivals');
  token = await t.login(owner.credentials);
  rivalToken = await t.login(rival.credentials);
  await addContact(owner.landingId, 'ada', { fullName: 'Ada Lovelace', email: 'ada@acme.test', phone: '+44 20 7946 0000' }, 'form', '2026-03-01T09:00:00Z');
  await addContact(owner.landingId, 'grace', { fullname: 'Grace Hopper', email: 'grace@navy.test' }, 'card_lead', '2026-03-05T23:30:00Z');
  await addContact(owner.landingId, 'alan', { name: 'Alan Turing', email: 'alan@bletchley.test', order: '#1' }, 'checkout', '2026-03-10T12:00:00Z');
  await addContact(owner.landingId, 'ada2', { fullName: 'Ada L.', email: 'ADA@acme.test', message: 'Second note' }, 'form', '2026-03-12T08:00:00Z');
  await addContact(rival.landingId, 'rival', { fullName: 'Rival Person', email: 'ada@acme.test' }, 'form', '2026-03-02T09:00:00Z');
});
afterAll(() => t.close());

describe('the contacts list', () => {
  it('answers the spec envelope, newest first, with who each contact is read from the answers', async () => {
    const all = await list();
    expect(all.meta.total).toBe(4);
    expect(all.data.map((contact) => contact.name)).toEqual(['Ada L.', 'Alan Turing', 'Grace Hopper', 'Ada Lovelace']);
    expect(all.data[3]).toMatchObject({ email: 'ada@acme.test', phone: '+44 20 7946 0000', source: 'form', tags: [], page_name: 'Home' });
  });

  it('filters by search over name, e-mail and phone, by source and by the days added, and pages on the server', async () => {
    expect(await names({ search: 'LOVELACE' })).toEqual(['Ada Lovelace']);
    expect(await names({ search: '7946' })).toEqual(['Ada Lovelace']);
    expect(await names({ search: 'navy.test' })).toEqual(['Grace Hopper']);
    expect(await names({ source: 'checkout' })).toEqual(['Alan Turing']);
    expect(await names({ source: 'form', search: 'ada' })).toEqual(['Ada L.', 'Ada Lovelace']);
    // `to` includes its whole (UTC) day; `from` starts at its first moment.
    expect(await names({ from: '2026-03-05', to: '2026-03-10' })).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(await names({ from: '2026-03-06' })).toEqual(['Ada L.', 'Alan Turing']);
    const second = await list({ page: '2', per_page: '3' });
    expect(second.meta.total).toBe(4);
    expect(second.data.map((contact) => contact.name)).toEqual(['Ada Lovelace']);
  });

  it('refuses bad filters with 422 naming each field', async () => {
    const refused = await t.request({ method: 'GET', url: api(), query: { source: 'fax', from: '2026-13-40', to: 'soon', per_page: '500' }, token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      source: ['Choose form, card_lead or checkout.'],
      from: ['Use a real date.'],
      to: ['Use a date as YYYY-MM-DD.'],
      per_page: ['The per page may not be greater than 100.'],
    });
    const backwards = await t.request({ method: 'GET', url: api('/export'), query: { from: '2026-03-10', to: '2026-03-01' }, token });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: ['The end date must not be before the start date.'] });
  });
});

describe('tags', () => {
  it("sets a contact's tags, keeps the website's spelling of a known tag, and filters by tag", async () => {
    const set = await t.request({ method: 'PUT', url: api(`/${ids.ada}/tags`), payload: { tags: ['VIP', ' newsletter ', 'vip'] }, token });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ id: ids.ada, tags: ['VIP', 'newsletter'] });
    await t.request({ method: 'PUT', url: api(`/${ids.grace}/tags`), payload: { tags: ['vip'] }, token });
    expect(await tagsOf('Grace')).toEqual(['VIP']);
    expect(await names({ tag: 'vip' })).toEqual(['Grace Hopper', 'Ada Lovelace']);
    expect((await t.request({ method: 'GET', url: api('/tags'), token })).json()).toEqual({ data: ['VIP', 'newsletter'] });

    const removed = await t.request({ method: 'PUT', url: api(`/${ids.grace}/tags`), payload: { tags: [] }, token });
    expect(removed.json().data.tags).toEqual([]);
    expect(await names({ tag: 'VIP' })).toEqual(['Ada Lovelace']);
  });

  it('refuses bad tags with 422 and changes nothing', async () => {
    const refused = await t.request({ method: 'PUT', url: api(`/${ids.ada}/tags`), payload: { tags: ['ok', '', 'a,b', 'x'.repeat(41)] }, token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'tags.1': ['The tag field is required.'],
      'tags.2': ['A tag may not hold commas or control characters.'],
      'tags.3': ['A tag may not be longer than 40 characters.'],
    });
    const tooMany = await t.request({ method: 'PUT', url: api(`/${ids.ada}/tags`), payload: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, token });
    expect(tooMany.json().errors).toEqual({ tags: ['A contact may carry at most 20 tags.'] });
    expect(await tagsOf('Lovelace')).toEqual(['VIP', 'newsletter']);
  });

  it("answers another website's contact with 404", async () => {
    expect((await t.request({ method: 'PUT', url: api(`/${ids.rival}/tags`), payload: { tags: ['stolen'] }, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: api(`/${ids.ada}/tags`), payload: { tags: ['stolen'] }, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api('/tags'), token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api('/tags', rival.landingId), token: rivalToken })).json()).toEqual({ data: [] });
  });
});

describe('bulk actions', () => {
  it('tags many contacts at once, all or none', async () => {
    const tagged = await post('/bulk-tag', { ids: [ids.grace, ids.alan, ids.grace], tag: 'Follow up' });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toEqual({ message: 'Tagged 2 contacts.', count: 2 });
    expect(await names({ tag: 'follow up' })).toEqual(['Alan Turing', 'Grace Hopper']);

    const foreign = await post('/bulk-tag', { ids: [ids.ada, ids.rival], tag: 'Leaked' });
    expect(foreign.statusCode).toBe(404);
    expect(await names({ tag: 'Leaked' })).toEqual([]);
    expect(await t.db.selectFrom('contact_tags').select('tag').where('contact_id', '=', ids.rival!).execute()).toEqual([]);
    expect((await post('/bulk-tag', { ids: [ids.ada], tag: 'Leaked' }, rivalToken)).statusCode).toBe(404);
  });

  it('refuses a bad bulk request with 422 naming each field', async () => {
    const refused = await post('/bulk-tag', { ids: [], tag: '' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ ids: ['Choose at least one contact.'], tag: ['The tag field is required.'] });
    const missing = await post('/bulk-delete', {});
    expect(missing.json().errors).toEqual({ ids: ['The ids field is required.'] });
    const tooMany = await post('/bulk-delete', { ids: Array.from({ length: 501 }, (_, i) => i + 1) });
    expect(tooMany.json().errors).toEqual({ ids: ['Choose at most 500 contacts at a time.'] });
  });

  it('refuses to add a tag to a contact already carrying the most tags, changing no one', async () => {
    await t.request({ method: 'PUT', url: api(`/${ids.ada2}/tags`), payload: { tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }, token });
    const refused = await post('/bulk-tag', { ids: [ids.alan, ids.ada2], tag: 'One more' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ tag: ['One contact already carries 20 tags, the most a contact may.'] });
    expect(await names({ tag: 'One more' })).toEqual([]);
    // A tag the full contact already carries adds nothing to it, so it is no reason to refuse.
    expect((await post('/bulk-tag', { ids: [ids.alan, ids.ada2], tag: 't3' })).statusCode).toBe(200);
  });

  it('deletes many contacts at once, with their tags, and refuses a foreign id without deleting any', async () => {
    const foreign = await post('/bulk-delete', { ids: [ids.alan, ids.rival] });
    expect(foreign.statusCode).toBe(404);
    expect((await list()).meta.total).toBe(4);
    expect((await t.request({ method: 'GET', url: api('', rival.landingId), token: rivalToken })).json().meta.total).toBe(1);

    const deleted = await post('/bulk-delete', { ids: [ids.alan, ids.ada2] });
    expect(deleted.json()).toEqual({ message: 'Deleted 2 contacts.', count: 2 });
    expect(await names()).toEqual(['Grace Hopper', 'Ada Lovelace']);
    const orphanTags = await t.db.selectFrom('contact_tags').select('tag').where('contact_id', 'in', [ids.alan!, ids.ada2!]).execute();
    expect(orphanTags).toEqual([]);
  });
});

describe("a contact's detail", () => {
  it("lists the website's submissions, orders and card leads from the same e-mail, and no other website's", async () => {
    await addContact(owner.landingId, 'adaAgain', { fullName: 'Ada', email: 'Ada@Acme.test', message: 'Back again' }, 'form', '2026-03-20T08:00:00Z');
    const order = await t.db
      .insertInto('shop_orders')
      .values({
        landing_id: owner.landingId,
        account_id: 'acct_test',
        element_id: 'element-order',
        email: 'ADA@acme.test',
        name: 'Ada Lovelace',
        items: JSON.stringify([{ productId: 1, name: 'Analytical engine', quantity: 2, amount: 1000, interval: null }]),
        subtotal: 2000,
        discount: 0,
        total: 2000,
        currency: 'gbp',
        status: 'paid',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = await t.request({ method: 'GET', url: api(`/${ids.ada}`), token });
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data.contact).toMatchObject({ id: ids.ada, name: 'Ada Lovelace', tags: ['VIP', 'newsletter'] });
    expect(data.submissions.map((submission: { id: number }) => submission.id)).toEqual([ids.adaAgain, ids.ada]);
    expect(data.orders).toEqual([{ id: order.id, status: 'paid', description: '2 × Analytical engine', total: 2000, currency: 'gbp', created_at: expect.any(String) }]);
    expect(data.card_leads).toEqual([]);

    expect((await t.request({ method: 'GET', url: api(`/${ids.rival}`), token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: api(`/${ids.ada}`), token: rivalToken })).statusCode).toBe(404);
  });
});

describe('the CSV export', () => {
  it('holds the set the same filters keep, with source and tags', async () => {
    const response = await t.request({ method: 'GET', url: api('/export'), query: { tag: 'VIP', source: 'form' }, token });
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Source,Tags,Page,Form element,email,phone,fullName');
    expect(lines.slice(1)).toEqual([
      // A leading + would start a spreadsheet formula: the phone is defused like any such cell.
      "2026-03-01T09:00:00.000Z,Form,VIP; newsletter,Home,element-form1,ada@acme.test,'+44 20 7946 0000,Ada Lovelace",
      '',
    ]);
    const byDay = await t.request({ method: 'GET', url: api('/export'), query: { from: '2026-03-05', to: '2026-03-05' }, token });
    expect(byDay.body).toContain('Grace Hopper');
    expect(byDay.body).not.toContain('Ada Lovelace');
  });
});
