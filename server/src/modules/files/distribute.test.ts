import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Copying one website's media and forms into the agency's other websites. */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let second: number;
let rival: Awaited<ReturnType<TestApp['createAgency']>>;

const post = (url: string, payload: object, as = token) => t.request({ method: 'POST', url: `/api/v1${url}`, token: as, payload });
const filesOf = (landingId: number) => t.db.selectFrom('files').select(['name', 'storage_key']).where('landing_id', '=', landingId).orderBy('id').execute();

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Distributors');
  rival = await t.createAgency('Distribution Rival');
  token = await t.login(owner.credentials);
  second = (await t.db.insertInto('landings').values({ agency_id: owner.agencyId, title: 'Second', subdomain: 'distributors-second' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

describe('media-library/distribute', () => {
  it("copies library items into other websites' files, sharing the stored image, once per website", async () => {
    const bytes = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#ff8800' } }).png().toBuffer();
    const body = multipartBody({}, { filename: 'logo.png', bytes });
    const uploaded = await t.request({ method: 'POST', url: `/api/v1/landings/${owner.landingId}/files`, token, payload: body.payload, headers: body.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json().data;

    const copied = await post('/media-library/distribute', { library_ids: [file.id], landing_ids: [second] });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json()).toMatchObject({ data: { copied: 1 }, message: '1 file copied.' });
    const [source] = await filesOf(owner.landingId);
    expect(await filesOf(second)).toEqual([{ name: 'logo.png', storage_key: source!.storage_key }]);
    expect((await post('/media-library/distribute', { library_ids: [file.id], landing_ids: [second] })).json().data.copied).toBe(0);

    const foreignTarget = await post('/media-library/distribute', { library_ids: [file.id], landing_ids: [second, rival.landingId] });
    expect(foreignTarget.statusCode).toBe(422);
    expect(Object.keys(foreignTarget.json().errors)).toEqual(['landing_ids.1']);
    expect(await filesOf(rival.landingId)).toEqual([]);
    const rivalToken = await t.login(rival.credentials);
    const foreignFile = await post('/media-library/distribute', { library_ids: [file.id], landing_ids: [rival.landingId] }, rivalToken);
    expect(foreignFile.statusCode).toBe(422);
    expect(Object.keys(foreignFile.json().errors)).toEqual(['library_ids.0']);
    expect((await post('/media-library/distribute', { library_ids: [], landing_ids: [second] })).json().errors.library_ids).toEqual(['Choose at least one file.']);
  });
});

describe('block-form/distribute', () => {
  it("copies a website's form into other websites without its page redirect or webhooks, answering each copy", async () => {
    const created = await post(`/landings/${owner.landingId}/forms`, {
      name: 'Newsletter',
      fields: [{ name: 'email', label: 'Email', type: 'email' }],
      submit: { action: 'page', page_id: owner.pageId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().data.id;

    const copied = await post('/block-form/distribute', { landing_id: owner.landingId, form_id: formId, landing_ids: [second] });
    expect(copied.statusCode, copied.body).toBe(200);
    const [copy] = copied.json().data;
    expect(copy.landing_id).toBe(second);
    const form = (await t.request({ method: 'GET', url: `/api/v1/landings/${second}/forms/${copy.form_id}`, token })).json().data;
    expect(form).toMatchObject({ name: 'Newsletter', submit: { action: 'message', page_id: null }, webhook_ids: [] });
    expect(form.fields.map((field: { name: string }) => field.name)).toEqual(['email']);

    expect((await post('/block-form/distribute', { landing_id: rival.landingId, form_id: formId, landing_ids: [second] })).statusCode).toBe(404);
    expect((await post('/block-form/distribute', { landing_id: owner.landingId, form_id: 999999, landing_ids: [second] })).statusCode).toBe(404);
    const intoRival = await post('/block-form/distribute', { landing_id: owner.landingId, form_id: formId, landing_ids: [rival.landingId] });
    expect(intoRival.statusCode).toBe(422);
    expect((await t.db.selectFrom('forms').select('id').where('landing_id', '=', rival.landingId).execute())).toEqual([]);
  });

  it('copies a form only for a sub-user who may edit forms on the source website as well as the targets', async () => {
    const created = await post(`/landings/${owner.landingId}/forms`, { name: 'Private quote', fields: [{ name: 'email', label: 'Email', type: 'email' }] });
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().data.id;
    const subUser = async (email: string, sourcePermissions: readonly string[]) => {
      const userId = await t.createUser({ email, role: 'AgencyUser', agencyId: owner.agencyId });
      await t.grantLanding(userId, owner.landingId, sourcePermissions);
      await t.grantLanding(userId, second, ['forms.edit']);
      return t.tokenFor(userId);
    };
    const formsOfSecond = () => t.db.selectFrom('forms').select('name').where('landing_id', '=', second).orderBy('id').execute();
    const before = await formsOfSecond();

    const refused = await post('/block-form/distribute', { landing_id: owner.landingId, form_id: formId, landing_ids: [second] }, await subUser('form-reader@example.test', ['pages.view']));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this on this website.');
    expect(await formsOfSecond()).toEqual(before);

    const allowed = await post('/block-form/distribute', { landing_id: owner.landingId, form_id: formId, landing_ids: [second] }, await subUser('form-editor@example.test', ['forms.edit']));
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(await formsOfSecond()).toEqual([...before, { name: 'Private quote' }]);
  });
});
