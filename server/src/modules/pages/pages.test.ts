import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;
let landingId: number;
let pageId: number;

function headlineDesign(props: Record<string, unknown>, elementKey = 'headline') {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-a1',
        key: 'section',
        options: {},
        rows: [
          {
            id: 'row-a1',
            key: 'row',
            options: {},
            columns: [{ id: 'column-a1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-a1', key: elementKey, props }] }],
          },
        ],
      },
    ],
  };
}

const pageUrl = () => `/api/v1/landings/${landingId}/pages/${pageId}`;
const site = (path = '/', host = `demo.${TEST_SITE_DOMAIN}`) => t.request({ method: 'GET', url: path, headers: { host } });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login(DEMO);
  const landings = await t.request({ method: 'GET', url: '/api/v1/landings', token });
  const demo = landings.json().data[0];
  landingId = demo.id;
  pageId = demo.home_page_id;
});
afterAll(() => t.close());

describe('page design: load, save, conflict, validation', () => {
  it('lists the demo website with its published address', async () => {
    const landings = await t.request({ method: 'GET', url: '/api/v1/landings', token });
    expect(landings.json()).toMatchObject({ meta: { total: 1 }, data: [{ subdomain: 'demo', url: `http://demo.${TEST_SITE_DOMAIN}:3000/` }] });
  });

  it('saves a design, bumps the version and refuses the stale version with 409', async () => {
    const before = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    expect(before.design).toEqual({ schemaVersion: 1, sections: [] });
    expect(before.updated_by_name).toBeNull();

    const save = await t.request({
      method: 'PUT',
      url: `${pageUrl()}/design`,
      token,
      payload: { design: headlineDesign({ text: 'Hello world', tag: 'h2' }), version: before.version },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json()).toEqual({ data: { version: before.version + 1 }, shouldReload: true });

    const after = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    expect(after.version).toBe(before.version + 1);
    // Whoever meets the conflict below reads who saved the page.
    expect(after.updated_by_name).toBe('Demo Agency');
    expect(after.design.sections[0].rows[0].columns[0].elements[0]).toMatchObject({
      key: 'headline',
      version: '1.0.0',
      props: { text: 'Hello world', tag: 'h2', alignment: 'center', fontFamily: '' },
    });

    const replay = await t.request({
      method: 'PUT',
      url: `${pageUrl()}/design`,
      token,
      payload: { design: headlineDesign({ text: 'Hello world', tag: 'h2' }), version: before.version },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ data: { version: before.version + 1 }, shouldReload: false });

    const stale = await t.request({
      method: 'PUT',
      url: `${pageUrl()}/design`,
      token,
      payload: { design: headlineDesign({ text: 'Lost?' }), version: before.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`it is now at version ${before.version + 1}`);
    const unchanged = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    expect(unchanged.design.sections[0].rows[0].columns[0].elements[0].props.text).toBe('Hello world');
  });

  it('does not ask for a reload when the saved design is exactly what was sent', async () => {
    const current = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    const save = await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design: current.design, version: current.version } });
    expect(save.json().shouldReload).toBe(false);
  });

  it.each([
    ['an unknown element type', headlineDesign({}, 'marquee'), 'design.sections.0.rows.0.columns.0.elements.0.key', 'Element element-a1: unknown element type "marquee"'],
    ['bad props', headlineDesign({ tag: 'h9' }), 'design.sections.0.rows.0.columns.0.elements.0.props.tag', 'Element element-a1 (headline): '],
  ])('refuses %s with 422 naming the element and field, and stores nothing', async (_case, design, field, message) => {
    const current = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    const response = await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design, version: current.version } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    expect(body.errors[field][0]).toContain(message);
    const after = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    expect(after.version).toBe(current.version);
    expect(after.design).toEqual(current.design);
  });

  it('requires the version field', async () => {
    const response = await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design: headlineDesign({}) } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.version).toEqual(['The version field is required.']);
  });

  it('refuses a non-numeric page id with 422', async () => {
    const response = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/pages/abc`, token });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['pageId']);
  });
});

describe('tenancy', () => {
  it("answers another agency's website and page like missing ones, and changes nothing", async () => {
    const other = await t.createAgency('Rival Agency');
    const rivalToken = await t.login(other.credentials);
    const read = await t.request({ method: 'GET', url: pageUrl(), token: rivalToken });
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe('Website not found.');
    const write = await t.request({
      method: 'PUT',
      url: `${pageUrl()}/design`,
      token: rivalToken,
      payload: { design: headlineDesign({ text: 'Defaced' }), version: 1 },
    });
    expect(write.statusCode).toBe(404);
    const publish = await t.request({ method: 'POST', url: `${pageUrl()}/publish`, token: rivalToken });
    expect(publish.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/v1/landings', token: rivalToken });
    expect(list.json().data.map((l: { subdomain: string }) => l.subdomain)).toEqual(['rival-agency']);
    // A page id of this agency under the rival's own website is not found either.
    const crossed = await t.request({ method: 'GET', url: `/api/v1/landings/${other.landingId}/pages/${pageId}`, token: rivalToken });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe('Page not found.');
  });
});

describe('publishing and serving by host', () => {
  it('serves nothing before the first publish', async () => {
    const response = await site();
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page not found');
  });

  it('publishes the design and serves it server-rendered, without JavaScript, at the subdomain', async () => {
    const current = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    await t.request({
      method: 'PUT',
      url: `${pageUrl()}/design`,
      token,
      payload: { design: headlineDesign({ text: 'Published <b>words</b>', tag: 'h1', color: '#112233' }), version: current.version },
    });
    const publish = await t.request({ method: 'POST', url: `${pageUrl()}/publish`, token });
    expect(publish.statusCode).toBe(200);
    expect(publish.json()).toMatchObject({ message: 'Page published.', success: true, data: { published_version: current.version + 1 } });

    const response = await site();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(response.body).toContain('<div id="element-a1" class="ts-element" data-element="headline"><h1 class="ts-headline"');
    expect(response.body).toContain('Published &lt;b&gt;words&lt;/b&gt;</h1>');
    expect(response.body).toContain('color:#112233');
    expect(response.body).not.toMatch(/<script/i);
    expect((await site('/home')).body).toContain('Published &lt;b&gt;words&lt;/b&gt;');
  });

  it('keeps draft edits off the published page until the next publish', async () => {
    const current = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design: headlineDesign({ text: 'Draft only' }), version: current.version } });
    expect((await site()).body).not.toContain('Draft only');
    await t.request({ method: 'POST', url: `${pageUrl()}/publish`, token });
    expect((await site()).body).toContain('Draft only');
  });

  it("renders each node's common style as page CSS, and refuses style values that could inject CSS", async () => {
    const current = (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
    const design = headlineDesign({ text: 'Styled' });
    const element = design.sections[0]!.rows[0]!.columns[0]!.elements[0]! as Record<string, unknown>;
    element.style = { PaddingTop: 24, Visibility: 'desktop', HoverAnimation: 'grow' };
    const bad = structuredClone(design);
    (bad.sections[0]!.rows[0]!.columns[0]!.elements[0]! as Record<string, unknown>).style = { BackgroundColor: 'red;}*{display:none' };
    const refused = await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design: bad, version: current.version } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['design.sections.0.rows.0.columns.0.elements.0.style.BackgroundColor']);

    await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design, version: current.version } });
    await t.request({ method: 'POST', url: `${pageUrl()}/publish`, token });
    const body = (await site()).body;
    expect(body).toContain('#element-a1{padding-top:24px}');
    expect(body).toContain('@container ts-page (max-width:767px){#element-a1{display:none!important}}');
    expect(body).toContain('class="ts-element ts-hvr-grow"');
    expect(body).toContain('.ts-hvr-grow:hover');
  });

  it('answers 404 for an unknown subdomain, an unknown path, and the internal prefix on the app host', async () => {
    expect((await site('/', `nope.${TEST_SITE_DOMAIN}`)).statusCode).toBe(404);
    expect((await site('/no-such-page')).statusCode).toBe(404);
    expect((await site('/_sites/', TEST_SITE_DOMAIN)).statusCode).toBe(404);
  });
});
