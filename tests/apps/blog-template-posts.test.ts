import { BLOG_SLUG_TAKEN_MESSAGE } from '@tessera/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../../server/src/testing/designs.ts';
import { demoSite } from '../../server/src/testing/site-fixtures.ts';
import { up as moveTemplatePostsToTheBlogApp } from '../../server/src/db/migrations/0712-template-app-parts.ts';
import { ADMIN, createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

let t: TestApp;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token: string | undefined = admin) =>
  t.request({ method, url: `/api/v1${url}`, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(ADMIN);
});
afterAll(() => t.close());

describe("a site template's blog", () => {
  it('keeps posts with their designs, and a website made from the template starts with them as drafts', async () => {
    const id = (await call('POST', '/admin-templates', { name: 'Journal' })).json().data.id as number;
    const created = await call('POST', `/admin-templates/${id}/blogs`, { title: 'Our first post', author: 'Ann' });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json().data;
    expect(post).toMatchObject({ title: 'Our first post', unique_name: 'our-first-post', author: 'Ann', version: 1 });
    const taken = await call('POST', `/admin-templates/${id}/blogs`, { title: 'Again', unique_name: 'our-first-post' });
    expect(taken.json().errors.unique_name).toEqual([BLOG_SLUG_TAKEN_MESSAGE]);
    expect((await call('POST', `/admin-templates/${id}/blogs`, { title: '' })).statusCode).toBe(422);

    const saved = await call('PUT', `/admin-templates/${id}/blogs/${post.id}/design`, { design: headlineDesign('Hello readers', 'tb'), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(2);
    expect((await call('PUT', `/admin-templates/${id}/blogs/${post.id}/design`, { design: headlineDesign('Late', 'tb2'), version: 1 })).statusCode).toBe(409);
    expect((await call('PUT', `/admin-templates/${id}/blogs/${post.id}`, { description: 'The start' })).json().data.description).toBe('The start');
    expect((await call('GET', `/admin-templates/${id}/blogs`)).json().data.map((blog: { title: string }) => blog.title)).toEqual(['Our first post']);
    expect(JSON.stringify((await call('GET', `/admin-templates/${id}/blogs/${post.id}`)).json().data.design)).toContain('Hello readers');
    expect((await call('GET', `/admin-templates/${id}/blogs/99`)).statusCode).toBe(404);

    const preview = await call('GET', `/templates/${id}/blogs/${post.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Hello readers');

    await call('POST', `/admin-templates/${id}/publish`);
    const { token } = await demoSite(t);
    const website = await call('POST', '/landings', { title: 'From the journal', subdomain: 'from-the-journal', template_id: id }, token);
    expect(website.statusCode, website.body).toBe(201);
    const posts = (await call('GET', `/landings/${website.json().data.id}/blogs`, undefined, token)).json().data;
    expect(posts).toEqual([expect.objectContaining({ title: 'Our first post', unique_name: 'our-first-post', description: 'The start', author: 'Ann', published_at: null })]);
    const design = (await call('GET', `/landings/${website.json().data.id}/blogs/${posts[0].id}`, undefined, token)).json().data.design;
    expect(JSON.stringify(design)).toContain('Hello readers');
    expect(JSON.stringify(design)).not.toContain('element-tb');

    expect((await call('DELETE', `/admin-templates/${id}/blogs/${post.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/admin-templates/${id}/blogs`)).json().data).toEqual([]);
    expect((await call('GET', `/admin-templates/${id}/blogs`, undefined, token)).statusCode).toBe(403);
  });

  it('answers the public reads of a published template only, without a token', async () => {
    const id = (await call('POST', '/admin-templates', { name: 'Public reads' })).json().data.id as number;
    await call('POST', `/admin-templates/${id}/blogs`, { title: 'Visible post' });
    const home = (await call('GET', `/admin-templates/${id}/pages`)).json().data[0].id;
    expect((await call('GET', `/public/admin-templates/${id}/blogs`, undefined, '')).statusCode).toBe(404);
    expect((await call('GET', `/public/admin-templates/${id}/pages/${home}`, undefined, '')).statusCode).toBe(404);

    await call('POST', `/admin-templates/${id}/publish`);
    const blogs = await call('GET', `/public/admin-templates/${id}/blogs`, undefined, '');
    expect(blogs.json().data).toEqual([{ id: 1, title: 'Visible post', unique_name: 'visible-post', description: '', image: '', author: '' }]);
    const page = await call('GET', `/public/admin-templates/${id}/pages/${home}`, undefined, '');
    expect(page.json().data).toMatchObject({ id: home, name: 'Home', is_home: true, design: { schemaVersion: 1 } });
    expect(page.json().data.version).toBeUndefined();
    expect((await call('GET', `/public/admin-templates/${id}/pages/999`, undefined, '')).statusCode).toBe(404);
  });

  it("keeps a template's posts when it is cloned, and previews one only while it exists", async () => {
    const id = (await call('POST', '/admin-templates', { name: 'Original' })).json().data.id as number;
    const post = (await call('POST', `/admin-templates/${id}/blogs`, { title: 'Kept on cloning', author: 'Bea' })).json().data;
    await call('PUT', `/admin-templates/${id}/blogs/${post.id}/design`, { design: headlineDesign('Cloned words', 'cw'), version: 1 });
    const clone = await call('POST', `/admin-templates/${id}/clone`);
    expect(clone.statusCode, clone.body).toBe(201);
    const cloneId = clone.json().data.id as number;
    expect((await call('GET', `/admin-templates/${cloneId}/blogs`)).json().data).toEqual([expect.objectContaining({ title: 'Kept on cloning', author: 'Bea', version: 2 })]);
    // The clone's posts are its own: deleting the original's leaves them.
    await call('DELETE', `/admin-templates/${id}/blogs/${post.id}`);
    expect((await call('GET', `/admin-templates/${cloneId}/blogs`)).json().data).toHaveLength(1);
    expect((await call('GET', `/templates/${cloneId}/blogs/${post.id}/preview`)).body).toContain('Cloned words');
    expect((await call('GET', `/templates/${id}/blogs/${post.id}/preview`)).statusCode).toBe(404);
    expect((await call('GET', `/templates/${cloneId}/blogs/99/preview-token`)).statusCode).toBe(404);
    expect((await call('GET', '/admin-templates/99999/blogs')).statusCode).toBe(404);
    expect((await call('GET', `/admin-templates/${cloneId}/blogs/99999999999`)).statusCode).toBe(422);
  });

  it('moves the posts templates kept before the blog became an app into the blog app, unchanged', async () => {
    const id = (await call('POST', '/admin-templates', { name: 'Before apps' })).json().data.id as number;
    const row = await t.db.selectFrom('site_templates').select('content').where('id', '=', id).executeTakeFirstOrThrow();
    const { apps: _apps, ...before } = row.content as Record<string, unknown>;
    const oldPost = { ref: 4, title: 'Written long ago', unique_name: 'long-ago', description: 'Old', image: '', author: 'Cy', design: headlineDesign('Old words', 'ow'), version: 3 };
    await t.db.updateTable('site_templates').set({ content: JSON.stringify({ ...before, blogs: [oldPost] }) }).where('id', '=', id).execute();

    await moveTemplatePostsToTheBlogApp(t.db as unknown as Kysely<unknown>);

    expect((await call('GET', `/admin-templates/${id}/blogs`)).json().data).toEqual([{ id: 4, title: 'Written long ago', unique_name: 'long-ago', description: 'Old', image: '', author: 'Cy', version: 3 }]);
    const stored = (await t.db.selectFrom('site_templates').select('content').where('id', '=', id).executeTakeFirstOrThrow()).content as Record<string, unknown>;
    expect(stored.blogs).toBeUndefined();
    await call('POST', `/admin-templates/${id}/publish`);
    const { token } = await demoSite(t);
    const website = (await call('POST', '/landings', { title: 'Old journal', subdomain: 'old-journal', template_id: id }, token)).json().data;
    const posts = (await call('GET', `/landings/${website.id}/blogs`, undefined, token)).json().data;
    expect(posts).toEqual([expect.objectContaining({ title: 'Written long ago', unique_name: 'long-ago', published_at: null })]);
  });
});
