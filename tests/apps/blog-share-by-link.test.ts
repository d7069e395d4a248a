import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generated } from 'kysely';
import { ADMIN, createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

/** Issue 35: a blog post's share id is handed out only to who may share, is off until switched on, and can be withdrawn or replaced. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let importer: Awaited<ReturnType<TestApp['createAgency']>>;
let importerToken: string;
let postId: number;

type PostTable = { blog_posts: { id: Generated<number>; unique_id: Generated<string> } };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, as: string | undefined, payload?: object) => t.request({ method, url: `/api/v1${url}`, token: as, ...(payload ? { payload } : {}) });
const storedShareId = async () => (await t.db.withTables<PostTable>().selectFrom('blog_posts').select('unique_id').where('id', '=', postId).executeTakeFirstOrThrow()).unique_id;
const importPost = (shareId: string) => call('POST', `/landings/${importer.landingId}/import/agency-blog/${shareId}/unique-id`, importerToken);
const sharingUrl = () => `/landings/${owner.landingId}/blogs/${postId}/sharing`;

async function subUser(email: string, permissions: string[]): Promise<string> {
  const id = await t.createUser({ email, role: 'WebsiteUser', agencyId: owner.agencyId });
  await t.grantLanding(id, owner.landingId, permissions);
  return t.tokenFor(id);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Post Sharers');
  token = await t.login(owner.credentials);
  importer = await t.createAgency('Post Takers');
  importerToken = await t.login(importer.credentials);
  postId = (await call('POST', `/landings/${owner.landingId}/blogs`, token, { title: 'Shared by link' })).json().data.id;
});
afterAll(() => t.close());

describe("sharing a website's blog post by link", () => {
  it('hands the share id only to who holds the share permission, never in the lists', async () => {
    const reader = await subUser('post-reader@example.test', ['blog.view', 'blog.create', 'blog.publish']);
    expect((await call('GET', `/agency-blog/${postId}/unique-id`, reader)).statusCode).toBe(403);
    expect((await call('PUT', sharingUrl(), reader, { sharing: true })).statusCode).toBe(403);
    expect((await call('POST', `${sharingUrl()}/rotate`, reader)).statusCode).toBe(403);
    const list = await call('GET', `/landings/${owner.landingId}/blogs`, reader);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(await storedShareId());
    expect((await call('GET', `/landings/${owner.landingId}/blogs/${postId}`, reader)).body).not.toContain(await storedShareId());

    const sharer = await subUser('post-sharer@example.test', ['blog.view', 'blog.share']);
    expect((await call('GET', `/agency-blog/${postId}/unique-id`, sharer)).json().data).toEqual({ sharing: false, unique_id: null });
  });

  it('is off by default: the stored id neither shows nor imports the post', async () => {
    const stored = await storedShareId();
    const refused = await importPost(stored);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Shared blog post not found.');
    expect((await call('GET', `/agency-blog/shared/${stored}`, importerToken)).statusCode).toBe(404);
    expect((await call('GET', `/agency-blog/shared/${stored}`, undefined)).statusCode).toBe(404);
    expect((await call('POST', `/admin-blogs/import/agency-blog/${stored}`, await t.login(ADMIN))).statusCode).toBe(404);
  });

  it('imports once switched on, stops when given a new link or switched off', async () => {
    const sharer = await subUser('post-switcher@example.test', ['blog.view', 'blog.share']);
    expect((await call('POST', `${sharingUrl()}/rotate`, sharer)).statusCode).toBe(409);
    const on = await call('PUT', sharingUrl(), sharer, { sharing: true });
    expect(on.statusCode).toBe(200);
    const shareId = on.json().data.unique_id;
    expect(on.json().data).toEqual({ sharing: true, unique_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await call('GET', `/agency-blog/shared/${shareId}`, importerToken)).json().data.title).toBe('Shared by link');
    expect((await importPost(shareId)).statusCode).toBe(201);

    const fresh = (await call('POST', `${sharingUrl()}/rotate`, sharer)).json().data.unique_id;
    expect(fresh).not.toBe(shareId);
    expect((await importPost(shareId)).statusCode).toBe(404);
    expect((await importPost(fresh)).statusCode).toBe(201);

    expect((await call('PUT', sharingUrl(), sharer, { sharing: false })).json().data).toEqual({ sharing: false, unique_id: null });
    expect((await importPost(fresh)).statusCode).toBe(404);
    expect((await call('PUT', sharingUrl(), sharer, {})).json().errors.sharing).toEqual(['Say whether sharing by link is on or off.']);
    expect((await call('PUT', `/landings/${importer.landingId}/blogs/${postId}/sharing`, importerToken, { sharing: true })).statusCode).toBe(404);
  });
});
