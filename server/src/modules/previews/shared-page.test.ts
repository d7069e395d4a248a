import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSite, designOf, saveAndPublish } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;

const sharing = (on: boolean) => t.request({ method: 'PUT', url: `/api/v1/landings/${landingId}/pages/${homePageId}/sharing`, token, payload: { sharing: on } });
const summary = (uniqueId: string) => t.request({ method: 'GET', url: `/api/v1/agency-page/shared/${uniqueId}` });
const preview = (uniqueId: string) => t.request({ method: 'GET', url: `/api/v1/agency-page/shared/${uniqueId}/preview` });

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId } = await demoSite(t));
  const agency = await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow();
  await t.db.updateTable('agencies').set({ plan_features: JSON.stringify(['html-scripts']) }).where('id', '=', agency.agency_id).execute();
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Published words' } }]));
  const scripts = '<script src="https://cdn.example.com/w.js"></script>';
  const draft = designOf([
    { key: 'headline', props: { text: 'Draft words' } },
    { key: 'html-editor', props: { html: '<p>Embed</p>', scripts } },
  ]);
  await saveAndPublish(t, token, landingId, homePageId, draft, false);
});
afterAll(() => t.close());

describe('a shared page opened by its link, signed out', () => {
  it('shows the draft to anyone while sharing is on, kept out of search engines and without the page’s scripts', async () => {
    const uniqueId = (await sharing(true)).json().data.unique_id as string;
    const about = await summary(uniqueId);
    expect(about.statusCode).toBe(200);
    expect(about.json().data).toMatchObject({ name: 'Home' });
    expect(typeof about.json().data.website).toBe('string');

    const page = await preview(uniqueId);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.body).toContain('Draft words');
    expect(page.body).toContain('<p>Embed</p>');
    expect(page.body).not.toContain('cdn.example.com');
  });

  it('answers the same 404 for a link whose sharing is off and for an unknown one, and 422 for a malformed one', async () => {
    const uniqueId = (await sharing(true)).json().data.unique_id as string;
    await sharing(false);
    const off = await summary(uniqueId);
    const unknown = await summary('00000000-0000-4000-8000-000000000000');
    expect(off.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(off.json()).toEqual(unknown.json());
    expect((await preview(uniqueId)).statusCode).toBe(404);
    expect((await preview('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await summary('not-a-uuid')).statusCode).toBe(422);
  });

  it('stops serving the old link once a new one is made, and serves the new one', async () => {
    const old = (await sharing(true)).json().data.unique_id as string;
    const rotated = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/pages/${homePageId}/sharing/rotate`, token });
    const fresh = rotated.json().data.unique_id as string;
    expect(fresh).not.toBe(old);
    expect((await preview(old)).statusCode).toBe(404);
    expect((await summary(old)).statusCode).toBe(404);
    expect((await preview(fresh)).statusCode).toBe(200);
  });
});
