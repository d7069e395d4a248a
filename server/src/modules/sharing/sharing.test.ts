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
    const share = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/${homePageId}/unique-id`, token });
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
