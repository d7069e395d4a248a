import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId } = await demoSite(t));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', id: 'element-shared', props: { text: 'Shared words' } }, { key: 'form', id: 'element-shared-form' }]));
});
afterAll(() => t.close());

const idsOf = (design: { sections: { id: string; rows: { id: string; columns: { id: string; elements: { id: string }[] }[] }[] }[] }) =>
  design.sections.flatMap((s) => [s.id, ...s.rows.flatMap((r) => [r.id, ...r.columns.flatMap((c) => [c.id, ...c.elements.map((e) => e.id)])])]);

describe('sharing a page', () => {
  it('gives the page’s share id, which another agency imports into its own website as a draft with fresh ids', async () => {
    const share = await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/pages/${homePageId}/sharing`, token, payload: { sharing: true } });
    const uniqueId = share.json().data.unique_id as string;
    expect(uniqueId).toMatch(/^[0-9a-f-]{36}$/);

    const other = await t.createAgency('Importing Agency');
    const otherToken = await t.login(other.credentials);
    const imported = await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/import/agency-page/${uniqueId}/unique-id`, token: otherToken });
    expect(imported.statusCode).toBe(201);
    const page = imported.json().data;
    expect(page).toMatchObject({ landing_id: other.landingId, name: 'Home', unique_name: 'home-2', published_version: null, is_home: false });

    const source = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePageId}`, token })).json().data.design;
    const copy = (await t.request({ method: 'GET', url: `/api/v1/landings/${other.landingId}/pages/${page.id}`, token: otherToken })).json().data.design;
    expect(copy.sections[0].rows[0].columns[0].elements.map((e: { key: string; props: { text?: string } }) => [e.key, e.props.text])).toEqual([
      ['headline', 'Shared words'],
      ['form', undefined],
    ]);
    const sourceIds = new Set(idsOf(source));
    expect(idsOf(copy).filter((id) => sourceIds.has(id))).toEqual([]);
    expect(new Set(idsOf(copy)).size).toBe(idsOf(copy).length);
  });

  it('refuses an import into another agency’s website, an unknown share id and a malformed one, creating nothing', async () => {
    const count = async () => Number((await t.db.selectFrom('pages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const { unique_id } = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePageId}/unique-id`, token })).json().data;
    const rival = await t.createAgency('Rival Importer');
    const rivalToken = await t.login(rival.credentials);
    const pagesAfterAgency = await count();
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/import/agency-page/${unique_id}/unique-id`, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePageId}/unique-id`, token: rivalToken })).statusCode).toBe(404);
    const unknown = await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/import/agency-page/00000000-0000-4000-8000-000000000000/unique-id`, token: rivalToken });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Shared page not found.');
    const malformed = await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/import/agency-page/not-a-uuid/unique-id`, token: rivalToken });
    expect(malformed.statusCode).toBe(422);
    expect(await count()).toBe(pagesAfterAgency);
    expect(pagesAfterAgency).toBe(before + 1);
  });
});

describe('sharing by an item’s own id, and blog posts', () => {
  it('answers the share id of a page or post in reach, 404 for another agency’s', async () => {
    const page = await t.request({ method: 'GET', url: `/api/v1/agency-page/${homePageId}/unique-id`, token });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.unique_id).toBe((await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePageId}/unique-id`, token })).json().data.unique_id);

    const post = (await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/blogs`, token, payload: { title: 'Shared post' } })).json().data;
    await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/blogs/${post.id}/sharing`, token, payload: { sharing: true } });
    expect((await t.request({ method: 'GET', url: `/api/v1/agency-blog/${post.id}/unique-id`, token })).json().data.unique_id).toMatch(/^[0-9a-f-]{36}$/);

    const stranger = await t.createAgency('Nosy Agency');
    const strangerToken = await t.login(stranger.credentials);
    expect((await t.request({ method: 'GET', url: `/api/v1/agency-page/${homePageId}/unique-id`, token: strangerToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/agency-blog/${post.id}/unique-id`, token: strangerToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/v1/agency-blog/999999/unique-id', token })).statusCode).toBe(404);
  });

  it('copies a post within its website and imports a shared one elsewhere, each a draft with its own address and fresh ids', async () => {
    const created = (await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/blogs`, token, payload: { title: 'Baking tips', author: 'Ann' } })).json().data;
    const postUrl = `/api/v1/landings/${landingId}/blogs/${created.id}`;
    const { version } = (await t.request({ method: 'GET', url: postUrl, token })).json().data;
    const saved = await t.request({ method: 'PUT', url: `${postUrl}/design`, token, payload: { design: designOf([{ key: 'headline', id: 'element-tip', props: { text: 'Knead well' } }]), version } });
    expect(saved.statusCode, saved.body).toBe(200);

    const copy = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/blog/${created.id}/clone`, token });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ title: 'Baking tips (copy)', unique_name: 'baking-tips-copy', author: 'Ann', published_at: null });
    const copied = (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/blogs/${copy.json().data.id}`, token })).json().data.design;
    expect(JSON.stringify(copied)).toContain('Knead well');
    expect(JSON.stringify(copied)).not.toContain('element-tip');

    const uniqueId = (await t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/blogs/${created.id}/sharing`, token, payload: { sharing: true } })).json().data.unique_id;
    const other = await t.createAgency('Reading Agency');
    const otherToken = await t.login(other.credentials);
    const imported = await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/import/agency-blog/${uniqueId}/unique-id`, token: otherToken });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data).toMatchObject({ landing_id: other.landingId, title: 'Baking tips', unique_name: 'baking-tips' });

    const unknown = await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/import/agency-blog/00000000-0000-4000-8000-000000000000/unique-id`, token: otherToken });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/import/agency-blog/not-a-uuid/unique-id`, token: otherToken });
    expect(badId.statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${other.landingId}/blog/${created.id}/clone`, token: otherToken })).statusCode).toBe(404);
  });
});
