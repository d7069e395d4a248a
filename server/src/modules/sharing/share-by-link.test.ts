import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Issue 35: a website's or page's share id is handed out only to who may share, is off until switched on, and can be withdrawn or replaced. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let importer: Awaited<ReturnType<TestApp['createAgency']>>;
let importerToken: string;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: object) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });

const storedLandingId = async (landingId: number) => (await t.db.selectFrom('landings').select('unique_id').where('id', '=', landingId).executeTakeFirstOrThrow()).unique_id;
const storedPageId = async (pageId: number) => (await t.db.selectFrom('pages').select('unique_id').where('id', '=', pageId).executeTakeFirstOrThrow()).unique_id;

let subdomains = 0;
const importWebsite = (shareId: string) => api('POST', `/landings/import/landing/${shareId}/unique-id`, importerToken, { subdomain: `shared-copy-${++subdomains}` });
const importPage = (shareId: string) => api('POST', `/landings/${importer.landingId}/import/agency-page/${shareId}/unique-id`, importerToken);

async function subUser(email: string, permissions: string[], canCreateLanding = false): Promise<string> {
  const id = await t.createUser({ email, role: 'AgencyUser', agencyId: owner.agencyId, canCreateLanding });
  await t.grantLanding(id, owner.landingId, permissions);
  return t.tokenFor(id);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Link Sharers');
  token = await t.login(owner.credentials);
  importer = await t.createAgency('Link Takers');
  importerToken = await t.login(importer.credentials);
});
afterAll(() => t.close());

describe('sharing a website by link', () => {
  it("keeps the share id out of a sub-user's website list and reads", async () => {
    const viewer = await subUser('no-share-viewer@example.test', ['pages.view']);
    const list = await api('GET', '/landings', viewer);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((landing: { id: number }) => landing.id)).toEqual([owner.landingId]);
    expect(list.body).not.toContain(await storedLandingId(owner.landingId));
    const read = await api('GET', `/landings/${owner.landingId}`, viewer);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(await storedLandingId(owner.landingId));
    expect((await api('GET', `/landings/${owner.landingId}/unique-id`, viewer)).statusCode).toBe(403);
  });

  it('is off by default: no id is handed out and the stored id imports nothing', async () => {
    const state = await api('GET', `/landings/${owner.landingId}/unique-id`, token);
    expect(state.statusCode).toBe(200);
    expect(state.json().data).toEqual({ sharing: false, unique_id: null });
    const stored = await storedLandingId(owner.landingId);
    const refused = await importWebsite(stored);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Shared website not found.');
    expect((await api('GET', `/landings/shared/${stored}`, importerToken)).statusCode).toBe(404);
    const admin = await t.tokenFor(await t.createUser({ email: 'share-admin@example.test', role: 'Admin' }));
    expect((await api('POST', `/admin-templates/import/landing/${stored}/unique-id`, admin)).statusCode).toBe(404);
  });

  it('imports once switched on, and nothing more once switched off again', async () => {
    const on = await api('PUT', `/landings/${owner.landingId}/sharing`, token, { sharing: true });
    expect(on.statusCode).toBe(200);
    const shareId = on.json().data.unique_id;
    expect(on.json().data).toEqual({ sharing: true, unique_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await api('GET', `/landings/${owner.landingId}/unique-id`, token)).json().data).toEqual({ sharing: true, unique_id: shareId });
    expect((await importWebsite(shareId)).statusCode).toBe(201);

    const off = await api('PUT', `/landings/${owner.landingId}/sharing`, token, { sharing: false });
    expect(off.json().data).toEqual({ sharing: false, unique_id: null });
    expect((await importWebsite(shareId)).statusCode).toBe(404);
    expect((await api('GET', `/landings/shared/${shareId}`, importerToken)).statusCode).toBe(404);
  });

  it('gives a new link that retires the old one, and refuses one while sharing is off', async () => {
    const offRotate = await api('POST', `/landings/${owner.landingId}/sharing/rotate`, token);
    expect(offRotate.statusCode).toBe(409);
    expect(offRotate.json().message).toBe('Sharing by link is off: switch it on first.');

    const old = (await api('PUT', `/landings/${owner.landingId}/sharing`, token, { sharing: true })).json().data.unique_id;
    const rotated = await api('POST', `/landings/${owner.landingId}/sharing/rotate`, token);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.unique_id;
    expect(fresh).not.toBe(old);
    expect((await importWebsite(old)).statusCode).toBe(404);
    expect((await importWebsite(fresh)).statusCode).toBe(201);
  });

  it('lets only who may share switch or renew the link, and checks the body', async () => {
    const noShare = await subUser('no-share-switch@example.test', ['pages.view', 'settings.edit']);
    expect((await api('PUT', `/landings/${owner.landingId}/sharing`, noShare, { sharing: true })).statusCode).toBe(403);
    expect((await api('POST', `/landings/${owner.landingId}/sharing/rotate`, noShare)).statusCode).toBe(403);
    const creator = await subUser('share-creator@example.test', ['pages.view'], true);
    expect((await api('PUT', `/landings/${owner.landingId}/sharing`, creator, { sharing: false })).json().data).toEqual({ sharing: false, unique_id: null });
    const bad = await api('PUT', `/landings/${owner.landingId}/sharing`, token, { sharing: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sharing).toEqual(['Say whether sharing by link is on or off.']);
    expect((await api('PUT', `/landings/${owner.landingId}/sharing`, importerToken, { sharing: true })).statusCode).toBe(404);
  });
});

describe('sharing a page by link', () => {
  it('hands the share id only to who holds the share permission', async () => {
    const viewer = await subUser('page-viewer@example.test', ['pages.view', 'pages.create']);
    expect((await api('GET', `/landings/${owner.landingId}/pages/${owner.pageId}/unique-id`, viewer)).statusCode).toBe(403);
    expect((await api('GET', `/agency-page/${owner.pageId}/unique-id`, viewer)).statusCode).toBe(403);
    expect((await api('PUT', `/landings/${owner.landingId}/pages/${owner.pageId}/sharing`, viewer, { sharing: true })).statusCode).toBe(403);
    expect((await api('POST', `/landings/${owner.landingId}/pages/${owner.pageId}/sharing/rotate`, viewer)).statusCode).toBe(403);
    const pages = await api('GET', `/landings/${owner.landingId}/pages`, viewer);
    expect(pages.statusCode).toBe(200);
    expect(pages.body).not.toContain(await storedPageId(owner.pageId));

    const sharer = await subUser('page-sharer@example.test', ['pages.view', 'pages.share']);
    expect((await api('GET', `/agency-page/${owner.pageId}/unique-id`, sharer)).json().data).toEqual({ sharing: false, unique_id: null });
  });

  it('is off by default, imports once on, and stops when switched off or given a new link', async () => {
    const stored = await storedPageId(owner.pageId);
    const refused = await importPage(stored);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Shared page not found.');
    const admin = await t.tokenFor(await t.createUser({ email: 'page-share-admin@example.test', role: 'Admin' }));
    expect((await api('POST', `/admin-page-templates/import/page/${stored}/unique-id`, admin)).statusCode).toBe(404);

    const sharer = await subUser('page-switcher@example.test', ['pages.view', 'pages.share']);
    const on = await api('PUT', `/landings/${owner.landingId}/pages/${owner.pageId}/sharing`, sharer, { sharing: true });
    expect(on.statusCode).toBe(200);
    const shareId = on.json().data.unique_id;
    expect((await api('GET', `/landings/${owner.landingId}/pages/${owner.pageId}/unique-id`, token)).json().data).toEqual({ sharing: true, unique_id: shareId });
    expect((await importPage(shareId)).statusCode).toBe(201);

    const rotated = await api('POST', `/landings/${owner.landingId}/pages/${owner.pageId}/sharing/rotate`, sharer);
    const fresh = rotated.json().data.unique_id;
    expect((await importPage(shareId)).statusCode).toBe(404);
    expect((await importPage(fresh)).statusCode).toBe(201);

    await api('PUT', `/landings/${owner.landingId}/pages/${owner.pageId}/sharing`, sharer, { sharing: false });
    expect((await importPage(fresh)).statusCode).toBe(404);
  });
});
