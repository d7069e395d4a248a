import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../services/storage.ts';
import { PUBLISH_BACKUP_JOB } from '../backups/publish-backups.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

type Agency = Awaited<ReturnType<TestApp['createAgency']>>;

/** The tables whose rows name an agency, directly or through what it holds, with the ids of that kind. */
const LINKS = { agencies: 'agency_id', landings: 'landing_id', users: 'user_id', cards: 'card_id', pages: 'page_id' } as const;
type Held = Record<keyof typeof LINKS, number[]>;

const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

let t: TestApp;
let uploads: string;
let storage: ReturnType<typeof createLocalStorage>;
let admin: string;
let planId: number;
let priceId: number;

const agencyUrl = (id: number) => `/api/v1/agencies/${id}`;
const deleteAgency = (id: number, payload?: object, token = admin) => t.request({ method: 'DELETE', url: agencyUrl(id), token, ...(payload ? { payload } : {}) });

/** An agency holding one of most things an agency can hold, made through the API where it can be. */
async function populatedAgency(name: string): Promise<Agency> {
  const agency = await t.createAgency(name);
  const token = await t.tokenFor(agency.ownerId);
  const landing = (path: string) => `/api/v1/landings/${agency.landingId}${path}`;
  const calls = [
    { method: 'POST', url: landing('/files'), ...multipartBody({}, { filename: 'pixel.png', bytes: PIXEL_PNG, contentType: 'image/png' }) },
    { method: 'POST', url: landing('/cards'), payload: { content: { name: `${name} card` } } },
    { method: 'POST', url: landing('/forms'), payload: { name: 'Contact', fields: [{ name: 'email', label: 'Email', type: 'email' }] } },
    { method: 'POST', url: landing('/menus'), payload: { name: 'Main', items: [{ label: 'Home', url: '/' }] } },
    { method: 'POST', url: landing('/redirects'), payload: { from: '/old', to: '/' } },
    { method: 'POST', url: landing('/webhooks'), payload: { url: 'http://127.0.0.1:9/hook' } },
    { method: 'PUT', url: landing('/instant-backup'), payload: {} },
    { method: 'POST', url: landing('/keywords'), payload: { names: ['deleted'] } },
  ] as const;
  for (const call of calls) {
    const response = await t.request({ ...call, token });
    expect(response.statusCode, `${call.method} ${call.url}: ${response.body}`).toBeLessThan(300);
  }
  await saveAndPublish(t, token, agency.landingId, agency.pageId, designOf([{ key: 'headline', id: 'element-title', props: { text: name } }]));
  const subUser = await t.createUser({ email: `${agency.credentials.email}.sub`, role: 'AgencyUser', agencyId: agency.agencyId });
  await t.grantLanding(subUser, agency.landingId, ['pages.view']);
  await t.createUser({ email: `${agency.credentials.email}.card`, role: 'CardUser', agencyId: agency.agencyId });
  await t.db.insertInto('contacts').values({ landing_id: agency.landingId, element_id: 'element-form', fields: JSON.stringify({ email: 'lead@example.test' }), ip_hash: 'x' }).execute();
  return agency;
}

/** The ids of everything the agency holds that other rows point at. */
async function heldBy(agencyId: number): Promise<Held> {
  const ids = async (query: { execute(): Promise<{ id: number }[]> }) => (await query.execute()).map((row) => row.id);
  const landings = await ids(t.db.selectFrom('landings').select('id').where('agency_id', '=', agencyId));
  const some = (list: number[]) => (list.length > 0 ? list : [0]);
  return {
    agencies: [agencyId],
    landings,
    users: await ids(t.db.selectFrom('users').select('id').where('agency_id', '=', agencyId)),
    cards: await ids(t.db.selectFrom('cards').select('id').where('landing_id', 'in', some(landings))),
    pages: await ids(t.db.selectFrom('pages').select('id').where('landing_id', 'in', some(landings))),
  };
}

/**
 * Rows naming any of `held`, per table and column: every column of the database named like a
 * link (agency_id, landing_id, …) or a foreign key to one of those tables, read from the
 * database's own catalogue, so a table added tomorrow is counted too.
 */
async function rowsNaming(held: Held): Promise<Record<string, number>> {
  const byName = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and column_name in (${sql.join(Object.values(LINKS))})`.execute(t.db);
  const byForeignKey = await sql<{ table_name: string; column_name: string; target: string }>`
    select kcu.table_name, kcu.column_name, ccu.table_name as target
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name in (${sql.join(Object.keys(LINKS))})`.execute(t.db);
  const links = new Map<string, { table: string; column: string; kind: keyof typeof LINKS }>();
  for (const row of byName.rows) {
    const kind = (Object.keys(LINKS) as (keyof typeof LINKS)[]).find((key) => LINKS[key] === row.column_name)!;
    links.set(`${row.table_name}.${row.column_name}`, { table: row.table_name, column: row.column_name, kind });
  }
  for (const row of byForeignKey.rows) links.set(`${row.table_name}.${row.column_name}`, { table: row.table_name, column: row.column_name, kind: row.target as keyof typeof LINKS });
  const counts: Record<string, number> = {};
  for (const [key, link] of links) {
    const ids = held[link.kind];
    if (ids.length === 0) continue;
    const result = await sql<{ count: string }>`select count(*) as count from ${sql.table(link.table)} where ${sql.ref(link.column)} in (${sql.join(ids)})`.execute(t.db);
    counts[key] = Number(result.rows[0]!.count);
  }
  return counts;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'tessera-deletion-'));
  storage = createLocalStorage(uploads);
  // Publish backups and re-renders wait for the test to run them, so no job adds rows to the kept agency between the two counts.
  t = await createTestApp({ storage, heldJobs: [SITE_RERENDER_JOB, PUBLISH_BACKUP_JOB] });
  admin = await t.login(ADMIN);
  const plan = await t.request({ method: 'POST', url: '/api/v1/plans', token: admin, payload: { name: 'Agency Pro', type: 'agency' } });
  expect(plan.statusCode, plan.body).toBe(200);
  planId = plan.json().data.id;
  priceId = (await t.db.insertInto('prices').values({ plan_id: planId, amount: 1000, currency: 'usd', interval: 'month', provider_price_id: 'price_deletion' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('deleting an agency for good', () => {
  it('removes every row of the agency and all it holds, its stored files and its published site, and leaves another agency as it was', async () => {
    const doomed = await populatedAgency('Doomed Agency');
    const kept = await populatedAgency('Kept Agency');
    const doomedHeld = await heldBy(doomed.agencyId);
    const keptHeld = await heldBy(kept.agencyId);
    const before = await rowsNaming(doomedHeld);
    const keptBefore = await rowsNaming(keptHeld);
    expect(Object.keys(nonZero(before)).length, 'the agency holds rows in many tables').toBeGreaterThan(15);
    const storedKeys = (await t.db.selectFrom('files').select('storage_key').where('agency_id', '=', doomed.agencyId).execute()).map((row) => row.storage_key);
    expect(storedKeys.length).toBeGreaterThan(0);
    for (const key of storedKeys) expect(await storage.get(key)).toBeDefined();
    const host = `doomed-agency.${TEST_SITE_DOMAIN}`;
    expect((await visit(t, host)).statusCode).toBe(200);

    const summary = await t.request({ method: 'GET', url: `${agencyUrl(doomed.agencyId)}/deletion`, token: admin });
    expect(summary.json().data).toEqual({
      id: doomed.agencyId,
      name: 'Doomed Agency',
      archived: false,
      websites: 1,
      pages: 1,
      cards: 1,
      files: storedKeys.length,
      users: 3,
      live_subscription: null,
    });

    expect((await deleteAgency(doomed.agencyId)).json()).toMatchObject({ data: { archived: true }, message: 'Agency archived.' });
    const removed = await deleteAgency(doomed.agencyId, { confirm_name: 'Doomed Agency' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ deleted: true, message: 'Doomed Agency was deleted for good.', data: { name: 'Doomed Agency', websites: 1, users: 3 } });

    expect(nonZero(await rowsNaming(doomedHeld))).toEqual({});
    expect(await rowsNaming(keptHeld)).toEqual(keptBefore);
    for (const key of storedKeys) expect(await storage.get(key)).toBeUndefined();
    expect((await visit(t, host)).statusCode).toBe(404);
    expect((await visit(t, `kept-agency.${TEST_SITE_DOMAIN}`)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/v1/login', payload: doomed.credentials })).statusCode).toBe(422);
    await t.login(kept.credentials);
    expect((await t.request({ method: 'GET', url: agencyUrl(doomed.agencyId), token: admin })).statusCode).toBe(404);
    expect((await deleteAgency(doomed.agencyId, { confirm_name: 'Doomed Agency' })).statusCode).toBe(404);
  });

  it("asks for the agency's name typed back, and changes nothing until it is", async () => {
    const agency = await t.createAgency('Careful Agency');
    await deleteAgency(agency.agencyId);
    for (const payload of [undefined, { confirm_name: 'careful agency' }, { confirm_name: 'Careful' }]) {
      const refused = await deleteAgency(agency.agencyId, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ confirm_name: ["Type the agency's name, Careful Agency, to delete it for good."] });
    }
    const tooLong = await deleteAgency(agency.agencyId, { confirm_name: 'x'.repeat(201) });
    expect(tooLong.json().errors).toEqual({ confirm_name: ['The name may not be longer than 200 characters.'] });
    const still = await t.request({ method: 'GET', url: agencyUrl(agency.agencyId), token: admin });
    expect(still.json().data).toMatchObject({ archived: true, landings_count: 1 });
    expect((await deleteAgency(agency.agencyId, { confirm_name: '  Careful Agency ' })).json().deleted).toBe(true);
  });

  it('is refused while the agency has a subscription the payment provider still bills', async () => {
    const agency = await t.createAgency('Paying Agency');
    await t.db
      .insertInto('agency_subscriptions')
      .values({ agency_id: agency.agencyId, plan_id: planId, price_id: priceId, section: 'agency', provider_subscription_id: 'sub_deletion', status: 'past_due' })
      .execute();
    await deleteAgency(agency.agencyId);
    const summary = (await t.request({ method: 'GET', url: `${agencyUrl(agency.agencyId)}/deletion`, token: admin })).json().data;
    expect(summary).toMatchObject({ archived: true, live_subscription: 'Agency Pro' });
    const refused = await deleteAgency(agency.agencyId, { confirm_name: 'Paying Agency' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ subscription: ['Paying Agency still has a live subscription (Agency Pro). Cancel it before deleting the agency for good.'] });
    expect((await t.request({ method: 'GET', url: agencyUrl(agency.agencyId), token: admin })).statusCode).toBe(200);

    await t.db.updateTable('agency_subscriptions').set({ status: 'canceled' }).where('agency_id', '=', agency.agencyId).execute();
    expect((await deleteAgency(agency.agencyId, { confirm_name: 'Paying Agency' })).statusCode).toBe(200);
  });

  it('is for the admin only: the agency owner and sub-users get 403, an unknown agency 404', async () => {
    const tokensOf = async (agency: Agency, name: string) => {
      const subUser = await t.createUser({ email: `${name}-sub@example.test`, role: 'AgencyUser', agencyId: agency.agencyId });
      await t.grantLanding(subUser, agency.landingId, ['pages.view']);
      return [await t.tokenFor(agency.ownerId), await t.tokenFor(subUser)];
    };
    const agency = await t.createAgency('Guarded Agency');
    // Its own accounts, while they can still sign in; then another agency's, once it is archived.
    for (const token of await tokensOf(agency, 'guarded')) {
      expect((await deleteAgency(agency.agencyId, undefined, token)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: `${agencyUrl(agency.agencyId)}/deletion`, token })).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: agencyUrl(agency.agencyId), token: admin })).json().data.archived).toBe(false);
    await deleteAgency(agency.agencyId);
    for (const token of await tokensOf(await t.createAgency('Bystander Agency'), 'bystander')) {
      expect((await deleteAgency(agency.agencyId, { confirm_name: 'Guarded Agency' }, token)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: agencyUrl(agency.agencyId), token: admin })).statusCode).toBe(200);
    expect((await deleteAgency(999_999, { confirm_name: 'Guarded Agency' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${agencyUrl(999_999)}/deletion`, token: admin })).statusCode).toBe(404);
  });
});
