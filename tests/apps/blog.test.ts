import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf } from '../../server/src/testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = token) =>
  t.request({ method, url: `/api/v1/landings/${owner.landingId}/blogs${url}`, token: as, ...(payload ? { payload } : {}) });
const create = async (payload: object) => {
  const response = await api('POST', '', payload);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; unique_name: string; version: number };
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Post Writers');
  token = await t.login(owner.credentials);
});
afterAll(() => t.close());

describe('blog posts', () => {
  it('creates a draft post with an address from its title, reads it with its empty design, and changes it', async () => {
    const created = await api('POST', '', { title: 'Hello, World!', description: 'First words', image: 'https://img.example.com/a.jpg', author: 'Ada' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { title: 'Hello, World!', unique_name: 'hello-world', description: 'First words', author: 'Ada', version: 1, published_at: null },
      message: 'Blog post created.',
    });
    const id = created.json().data.id;
    const read = (await api('GET', `/${id}`)).json().data;
    expect(read.design).toEqual({ schemaVersion: 1, sections: [] });
    const again = await create({ title: 'Hello world' });
    expect(again.unique_name).toBe('hello-world-2');

    const updated = await api('PUT', `/${id}`, { title: 'Hello again', unique_name: 'hello-again' });
    expect(updated.json().data).toMatchObject({ title: 'Hello again', unique_name: 'hello-again', description: 'First words' });
  });

  it('lists posts newest first, a page at a time, and finds them by title or address', async () => {
    await create({ title: 'Zebra crossings' });
    const first = (await api('GET', '?per_page=2&page=1')).json();
    expect(first.meta.total).toBe(3);
    expect(first.data.map((post: { title: string }) => post.title)).toEqual(['Zebra crossings', 'Hello world']);
    const second = (await api('GET', '?per_page=2&page=2')).json();
    expect(second.data.map((post: { title: string }) => post.title)).toEqual(['Hello again']);
    const found = (await api('GET', '?search=zebra')).json();
    expect(found.data.map((post: { unique_name: string }) => post.unique_name)).toEqual(['zebra-crossings']);
    expect((await api('GET', '?search=hello-again')).json().meta.total).toBe(1);
    expect((await api('GET', '?search=100%25')).json().meta.total).toBe(0);
    expect((await api('GET', '?per_page=500')).statusCode).toBe(422);
  });

  it('refuses a malformed or taken address with 422 naming unique_name, and stores nothing', async () => {
    const bad = await api('POST', '', { title: 'Bad', unique_name: 'Not A Slug!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.unique_name).toEqual(['Use lowercase letters, digits and hyphens, starting and ending with a letter or digit.']);
    const taken = await api('POST', '', { title: 'Copy', unique_name: 'zebra-crossings' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.unique_name).toEqual(['Another post of this website already has this address.']);
    const post = await create({ title: 'Renamed later' });
    const renamed = await api('PUT', `/${post.id}`, { unique_name: 'zebra-crossings' });
    expect(renamed.statusCode).toBe(422);
    expect((await api('GET', `/${post.id}`)).json().data.unique_name).toBe('renamed-later');
    expect((await api('POST', '', { title: '' })).json().errors.title).toEqual(['The title field is required.']);
    expect((await api('POST', '', { title: 'Image', image: 'javascript:alert(1)' })).json().errors.image).toEqual(['Use an http(s) address or an uploaded image.']);
    expect((await api('GET', '?search=copy')).json().meta.total).toBe(0);
  });

  it('saves the design at its version and answers a stale version with 409', async () => {
    const post = await create({ title: 'Designed' });
    const design = designOf([{ key: 'headline', props: { text: 'Post words' } }]);
    const saved = await api('PUT', `/${post.id}/design`, { design, version: post.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.version).toBe(post.version + 1);
    const stale = await api('PUT', `/${post.id}/design`, { design: designOf([{ key: 'headline', props: { text: 'Other words' } }]), version: post.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('saved elsewhere');
    const stored = (await api('GET', `/${post.id}`)).json().data;
    expect(stored.version).toBe(post.version + 1);
    expect(JSON.stringify(stored.design)).toContain('Post words');
    const invalid = await api('PUT', `/${post.id}/design`, { design: { sections: 'nope' }, version: stored.version });
    expect(invalid.statusCode).toBe(422);
  });

  it('publishes and unpublishes a post, and deletes it', async () => {
    const post = await create({ title: 'Short lived' });
    const published = await api('POST', `/${post.id}/publish`);
    expect(published.json()).toMatchObject({ data: { published_version: post.version }, message: 'Blog post published.' });
    expect(published.json().data.published_at).not.toBeNull();
    const unpublished = await api('POST', `/${post.id}/unpublish`);
    expect(unpublished.json().data).toMatchObject({ published_version: null, published_at: null });
    expect((await api('DELETE', `/${post.id}`)).json()).toEqual({ message: 'Blog post deleted.', success: true });
    expect((await api('GET', `/${post.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/${post.id}`)).statusCode).toBe(404);
  });

  it("answers another agency's posts with 404 and a sub-user without the permission with 403", async () => {
    const post = await create({ title: 'Guarded' });
    const rival = await t.login((await t.createAgency('Rival Writers')).credentials);
    expect((await api('GET', `/${post.id}`, undefined, rival)).statusCode).toBe(404);
    expect((await api('PUT', `/${post.id}`, { title: 'Hacked' }, rival)).statusCode).toBe(404);
    const subId = await t.createUser({ email: 'post-reader@example.test', role: 'AgencyUser', agencyId: owner.agencyId });
    await t.grantLanding(subId, owner.landingId, ['blog.view']);
    const sub = await t.tokenFor(subId);
    expect((await api('GET', '', undefined, sub)).statusCode).toBe(200);
    expect((await api('POST', '', { title: 'Nope' }, sub)).statusCode).toBe(403);
    expect((await api('POST', `/${post.id}/publish`, undefined, sub)).statusCode).toBe(403);
    expect((await api('DELETE', `/${post.id}`, undefined, sub)).statusCode).toBe(403);
    expect((await api('GET', `/${post.id}`)).json().data.title).toBe('Guarded');
  });
});
