import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: string;
let owner: string;
let otherOwner: string;
let cardUser: string;
let agencyId: number;

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const blockDesign = (text: string) => JSON.stringify(designOf([{ key: 'headline', props: { text } }]));

async function adminBlock(name: string, text: string, published: boolean): Promise<number> {
  return (await t.db.insertInto('admin_blocks').values({ name, published, design: blockDesign(text) }).returning('id').executeTakeFirstOrThrow()).id;
}

async function agencyBlock(agency: number, name: string, text: string): Promise<number> {
  return (await t.db.insertInto('agency_blocks').values({ agency_id: agency, name, design: blockDesign(text) }).returning('id').executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor(await t.createUser({ email: 'block-preview-admin@example.test', role: 'Admin' }));
  const own = await t.createAgency('Block Owners');
  agencyId = own.agencyId;
  owner = await t.tokenFor(own.ownerId);
  otherOwner = await t.tokenFor((await t.createAgency('Block Strangers')).ownerId);
  cardUser = await t.tokenFor(await t.createUser({ email: 'block-preview-card@example.test', role: 'CardUser', agencyId }));
});
afterAll(() => t.close());

describe('admin block previews', () => {
  it("draws a published block's sections for an agency through a signed address, and still without scripts", async () => {
    const id = await adminBlock('Hero banner', 'Ready-made hero words', true);
    const issued = await get(`/api/v1/admin-blocks/${id}/preview-token`, owner);
    expect(issued.statusCode).toBe(200);
    expect(issued.json().url).toMatch(new RegExp(`^/api/v1/admin-blocks/${id}/preview\\?token=`));
    const shown = await get(`${issued.json().url}&still=1`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Ready-made hero words');
    expect(shown.body).toContain('<title>Hero banner</title>');
    expect(shown.body).not.toMatch(/<script\b/);
    expect(shown.headers['cache-control']).toBe('private, no-store');
  });

  it('shows an unpublished block to the admin only: 404 to agencies, 403 to card users, 401 without a sign-in', async () => {
    const id = await adminBlock('Draft block', 'Draft block words', false);
    const issued = await get(`/api/v1/admin-blocks/${id}/preview-token`, admin);
    expect(issued.statusCode).toBe(200);
    expect((await get(issued.json().url)).body).toContain('Draft block words');
    expect((await get(`/api/v1/admin-blocks/${id}/preview-token`, owner)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin-blocks/${id}/preview`, owner)).statusCode).toBe(404);
    expect((await get(`/api/v1/admin-blocks/${id}/preview-token`, cardUser)).statusCode).toBe(403);
    expect((await get(`/api/v1/admin-blocks/${id}/preview`)).statusCode).toBe(401);
    expect((await get(`/api/v1/admin-blocks/999999/preview-token`, admin)).statusCode).toBe(404);
  });
});

describe('agency block previews', () => {
  it("draws the agency's own block for its users and the admin", async () => {
    const id = await agencyBlock(agencyId, 'Our footer', 'Saved footer words');
    const issued = await get(`/api/v1/agency-blocks/${id}/preview-token`, owner);
    expect(issued.statusCode).toBe(200);
    expect((await get(issued.json().url)).body).toContain('Saved footer words');
    expect((await get(`/api/v1/agency-blocks/${id}/preview`, admin)).body).toContain('Saved footer words');
  });

  it("answers another agency's block with 404, a card user with 403 and no sign-in with 401", async () => {
    const id = await agencyBlock(agencyId, 'Private block', 'Private block words');
    expect((await get(`/api/v1/agency-blocks/${id}/preview-token`, otherOwner)).statusCode).toBe(404);
    const foreign = await get(`/api/v1/agency-blocks/${id}/preview`, otherOwner);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Private block words');
    expect((await get(`/api/v1/agency-blocks/${id}/preview-token`, cardUser)).statusCode).toBe(403);
    expect((await get(`/api/v1/agency-blocks/${id}/preview`)).statusCode).toBe(401);
  });

  it("refuses a token signed for one block on another, and one of an admin block on an agency block", async () => {
    const mine = await agencyBlock(agencyId, 'Mine', 'Mine words');
    const theirs = await agencyBlock((await t.db.selectFrom('agencies').select('id').where('name', '=', 'Block Strangers').executeTakeFirstOrThrow()).id, 'Theirs', 'Their words');
    const token = new URL((await get(`/api/v1/agency-blocks/${mine}/preview-token`, owner)).json().url, 'http://x').searchParams.get('token')!;
    const stolen = await get(`/api/v1/agency-blocks/${theirs}/preview?token=${token}`);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.body).not.toContain('Their words');
    const published = await adminBlock('Shared', 'Shared words', true);
    const adminToken = new URL((await get(`/api/v1/admin-blocks/${published}/preview-token`, owner)).json().url, 'http://x').searchParams.get('token')!;
    expect((await get(`/api/v1/agency-blocks/${published}/preview?token=${adminToken}`)).statusCode).toBe(401);
  });

  it('answers a malformed id with 422', async () => {
    expect((await get('/api/v1/agency-blocks/abc/preview-token', owner)).statusCode).toBe(422);
  });
});
