import { CONTROL_CHARACTER_MESSAGE, MALFORMED_TEXT_MESSAGE } from '@tessera/core';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../testing/multipart.ts';
import { demoSite, designOf, saveAndPublish } from '../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let host: string;
const FORM_ID = 'element-contact-form';

const keywordCount = async () => Number((await t.db.selectFrom('landing_keywords').select((eb) => eb.fn.countAll().as('n')).where('landing_id', '=', landingId).executeTakeFirstOrThrow()).n);
const contactCount = async () => Number((await t.db.selectFrom('contacts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = {};
  for (let level = 0; level < levels; level++) value = { inner: value };
  return value;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId, host } = await demoSite(t));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'form', id: FORM_ID }]));
}, 180_000);
afterAll(() => t.close());

describe('control characters in a request', () => {
  it('refuses U+0000 in a JSON body with 422 naming the field, and stores nothing', async () => {
    const response = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/keywords`, token, payload: { names: ['fine', 'bad\u0000name'] } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: CONTROL_CHARACTER_MESSAGE, errors: { 'names.1': [CONTROL_CHARACTER_MESSAGE] } });
    expect(await keywordCount()).toBe(0);
  });

  it('refuses other control characters and lone surrogates, and keeps tabs and line breaks', async () => {
    const bell = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/keywords`, token, payload: { names: ['ring\u0007'] } });
    expect(bell.statusCode).toBe(422);
    expect(bell.json().errors).toEqual({ 'names.0': [CONTROL_CHARACTER_MESSAGE] });
    // A lone surrogate can only arrive escaped; JSON.stringify writes it so.
    const surrogate = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/keywords`, token, payload: { names: ['half \ud83d'] } });
    expect(surrogate.statusCode).toBe(422);
    expect(surrogate.json().errors).toEqual({ 'names.0': [MALFORMED_TEXT_MESSAGE] });
    const robots = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/robots`, token, payload: { robots_txt: 'User-agent: *\r\nDisallow:\t/private' } });
    expect(robots.statusCode).toBe(200);
  });

  it("refuses U+0000 in a published form's answers, posted by a script or as a plain form, and stores no contact", async () => {
    const headers = { host, 'x-forwarded-for': '203.0.113.7' };
    const json = await t.request({ method: 'POST', url: '/api/v1/site/forms/submit', headers, payload: { elementId: FORM_ID, pageUrl: '/', fields: { fullName: 'Ada\u0000', email: 'ada@example.com' } } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ 'fields.fullName': [CONTROL_CHARACTER_MESSAGE] });
    const plain = await t.request({
      method: 'POST',
      url: '/api/v1/site/forms/submit',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `elementId=${FORM_ID}&fullName=Ada%00&email=ada%40example.com`,
    });
    expect(plain.statusCode).toBe(422);
    expect(await contactCount()).toBe(0);
  });

  it('refuses U+0000 in a query value with 422 naming it, on the API and on a site host', async () => {
    const search = await t.request({ method: 'GET', url: '/api/v1/landings?search=%00', token });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ search: [CONTROL_CHARACTER_MESSAGE] });
    const coupon = await t.request({ method: 'GET', url: '/api/v1/site/coupons/check?code=%00', headers: { host } });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().errors).toEqual({ code: [CONTROL_CHARACTER_MESSAGE] });
  });

  it("answers 404 to U+0000 in a path: an API parameter, and a site's page, post, card and episode addresses", async () => {
    const unique = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/unique-names/a%00b`, token });
    expect(unique.statusCode).toBe(404);
    for (const path of ['/%00', '/blog/%00', '/card/%00', '/episodes/%00', '/uploads/%00']) {
      const response = await t.request({ method: 'GET', url: path, headers: { host } });
      expect({ path, status: response.statusCode, type: response.headers['content-type'] }).toEqual({ path, status: 404, type: 'text/html; charset=utf-8' });
    }
  });

  it("refuses U+0000 in an upload's text field and in its file name", async () => {
    const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    const url = `/api/v1/images/upload-image?landing_id=${landingId}`;
    const field = await t.request({ method: 'POST', url, token, ...multipartBody({ image_prompt: 'a\u0000b' }, { filename: 'pixel.png', bytes: pixel }) });
    expect(field.statusCode).toBe(422);
    expect(field.json().errors).toEqual({ image_prompt: [CONTROL_CHARACTER_MESSAGE] });
    const filename = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/files`, token, ...multipartBody({}, { filename: 'pix\u0000el.png', bytes: pixel }) });
    expect(filename.statusCode).toBe(422);
    expect(filename.json().errors).toEqual({ file: [CONTROL_CHARACTER_MESSAGE] });
  });

  it('refuses a WordPress export holding U+0000, which XML forbids and PostgreSQL cannot store, and adds no page', async () => {
    const pages = async () => (await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages`, token })).json().data.length;
    const before = await pages();
    const wxr = readFileSync(new URL('../modules/landing-import/fixtures/small-export.xml', import.meta.url), 'utf8');
    const withNul = Buffer.from(wxr.replace('<title>About &amp; Story</title>', '<title>About\u0000Story</title>'));
    const response = await t.request({ method: 'POST', url: `/api/v1/landings/import-xml?landing_id=${landingId}`, token, ...multipartBody({}, { filename: 'export.xml', bytes: withNul }) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['This file holds control characters (such as U+0000), which an XML file cannot.'] });
    expect(await pages()).toBe(before);
  });
});

describe('deeply nested bodies', () => {
  it("refuses a design whose options nest 2,000 deep with 422, and keeps the page's design", async () => {
    const url = `/api/v1/landings/${landingId}/pages/${homePageId}`;
    const before = (await t.request({ method: 'GET', url, token })).json().data;
    const design = designOf([{ key: 'form', id: FORM_ID }]);
    design.sections[0]!.options = nested(2000);
    const response = await t.request({ method: 'PUT', url: `${url}/design`, token, payload: { design, version: before.version } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/nested too deeply/);
    const after = (await t.request({ method: 'GET', url, token })).json().data;
    expect(after.version).toBe(before.version);
  });

  it('accepts a body nested as deep as the limit allows and refuses one level more', async () => {
    const atLimit = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/robots`, token, payload: { robots_txt: 'User-agent: *', extra: nested(98) } });
    expect(atLimit.statusCode).toBe(200);
    const past = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/robots`, token, payload: { robots_txt: 'User-agent: *', extra: nested(99) } });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({ errors: { _: [expect.stringMatching(/nested too deeply/)] } });
  });
});
