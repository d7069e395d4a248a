import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf } from '../../server/src/testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

/** The admin's own posts (/admin-blogs): written and designed like a website's, shared once published, imported by agencies into their blogs. */
let t: TestApp;
let admin: string;
let agency: Awaited<ReturnType<TestApp['createAgency']>>;
let agencyToken: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
  agency = await t.createAgency('Importing Bakers');
  agencyToken = await t.login(agency.credentials);
});
afterAll(() => t.close());

describe('admin blog posts', () => {
  let postId: number;
  let shareId: string;

  it('are written, designed at their version and published by the admin alone', async () => {
    const created = await call('POST', '/admin-blogs', admin, { title: 'Ten tips for your website', description: 'From the platform', author: 'Tessera' });
    expect(created.statusCode).toBe(201);
    postId = created.json().data.id;
    expect((await call('GET', `/admin-blogs/${postId}`, admin)).json().data).toMatchObject({ title: 'Ten tips for your website', version: 1, design: { sections: [] } });
    const saved = await call('PUT', `/admin-blogs/${postId}/design`, admin, { design: designOf([{ key: 'headline', props: { text: 'Tip one: be brief' } }]), version: 1 });
    expect(saved.json().data.version).toBe(2);
    expect((await call('PUT', `/admin-blogs/${postId}/design`, admin, { design: designOf([]), version: 1 })).statusCode).toBe(409);
    expect((await call('PUT', `/admin-blogs/${postId}/design`, admin, { design: designOf([{ key: 'no-such-element', props: {} }]), version: 2 })).statusCode).toBe(422);
    shareId = (await call('GET', `/admin-blog/${postId}/unique-id`, admin)).json().data.unique_id;

    expect((await call('GET', '/admin-blogs', agencyToken)).statusCode).toBe(403);
    expect((await call('POST', '/admin-blogs', agencyToken, { title: 'Not mine' })).statusCode).toBe(403);
    expect((await call('POST', '/admin-blogs', admin, { title: '' })).json().errors.title).toEqual(['The title field is required.']);
  });

  it('are shared only once published: read by anyone, imported by agencies as drafts of their own', async () => {
    const importUrl = `/landings/${agency.landingId}/import/admin-blog/${shareId}/unique-id`;
    expect((await call('POST', importUrl, agencyToken)).statusCode).toBe(404);
    expect((await call('GET', `/public/admin-blogs/${shareId}`, undefined)).statusCode).toBe(404);

    expect((await call('POST', `/admin-blogs/${postId}/publish`, admin)).json().data.published_at).not.toBeNull();
    const read = (await call('GET', `/public/admin-blogs/${shareId}`, undefined)).json().data;
    expect(read).toMatchObject({ title: 'Ten tips for your website', author: 'Tessera' });
    expect(read.html).toContain('Tip one: be brief');

    const imported = await call('POST', importUrl, agencyToken);
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data).toMatchObject({ title: 'Ten tips for your website', unique_name: 'ten-tips-for-your-website', published_at: null, landing_id: agency.landingId });
    const copy = (await call('GET', `/landings/${agency.landingId}/blogs/${imported.json().data.id}`, agencyToken)).json().data;
    expect(JSON.stringify(copy.design)).toContain('Tip one: be brief');
    const original = (await call('GET', `/admin-blogs/${postId}`, admin)).json().data;
    expect(copy.design.sections[0].id).not.toBe(original.design.sections[0].id);

    const other = await t.createAgency('Other Bakers');
    expect((await call('POST', importUrl.replace(String(agency.landingId), String(other.landingId)), agencyToken)).statusCode).toBe(404);
    expect((await call('POST', `/landings/${agency.landingId}/import/admin-blog/not-a-uuid/unique-id`, agencyToken)).json().errors.uniqueId).toEqual(['The share id is not valid.']);
  });

  it('are copied, unpublished and deleted; what agencies imported stays theirs', async () => {
    const clone = await call('POST', `/admin-blogs/${postId}/clone`, admin);
    expect(clone.statusCode).toBe(201);
    expect(clone.json().data).toMatchObject({ title: 'Ten tips for your website (copy)', published_at: null });
    expect((await call('POST', `/admin-blogs/${postId}/unpublish`, admin)).json().data.published_at).toBeNull();
    expect((await call('POST', `/landings/${agency.landingId}/import/admin-blog/${shareId}/unique-id`, agencyToken)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin-blogs/${postId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/admin-blogs/${postId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/landings/${agency.landingId}/blogs`, agencyToken)).json().meta.total).toBe(1);
  });
});

describe("a website's shared post", () => {
  it('shows what it offers to whoever holds its link, and the admin copies it into the platform blog as a draft', async () => {
    const written = await call('POST', `/landings/${agency.landingId}/blogs`, agencyToken, { title: 'Our sourdough secrets', description: 'Slow and cold', author: 'Ana' });
    const postId = written.json().data.id;
    await call('PUT', `/landings/${agency.landingId}/blogs/${postId}/design`, agencyToken, { design: designOf([{ key: 'headline', props: { text: 'Feed the starter daily' } }]), version: 1 });
    const shareId = (await call('PUT', `/landings/${agency.landingId}/blogs/${postId}/sharing`, agencyToken, { sharing: true })).json().data.unique_id;

    const other = await t.createAgency('Curious Bakers');
    const otherToken = await t.login(other.credentials);
    const offered = await call('GET', `/agency-blog/shared/${shareId}`, otherToken);
    expect(offered.json().data).toEqual({ title: 'Our sourdough secrets', description: 'Slow and cold', image: '', author: 'Ana' });
    // The share id is the secret: a signed-out visitor holding the link reads the same summary.
    expect((await call('GET', `/agency-blog/shared/${shareId}`, undefined)).json().data).toEqual(offered.json().data);
    expect((await call('GET', '/agency-blog/shared/00000000-0000-4000-8000-000000000000', otherToken)).statusCode).toBe(404);
    expect((await call('GET', '/agency-blog/shared/nope', otherToken)).json().errors.uniqueId).toEqual(['The share id is not valid.']);

    expect((await call('POST', `/admin-blogs/import/agency-blog/${shareId}`, otherToken)).statusCode).toBe(403);
    const copied = await call('POST', `/admin-blogs/import/agency-blog/${shareId}`, admin);
    expect(copied.statusCode).toBe(201);
    expect(copied.json().data).toMatchObject({ title: 'Our sourdough secrets', author: 'Ana', published_at: null });
    const copy = (await call('GET', `/admin-blogs/${copied.json().data.id}`, admin)).json().data;
    const original = (await call('GET', `/landings/${agency.landingId}/blogs/${postId}`, agencyToken)).json().data;
    expect(JSON.stringify(copy.design)).toContain('Feed the starter daily');
    expect(copy.design.sections[0].id).not.toBe(original.design.sections[0].id);
  });
});
