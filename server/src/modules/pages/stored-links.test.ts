import { LINK_CHARACTERS_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;
let page: string;

const button = (CustomLink: string) => designOf([{ key: 'button', id: 'element-buy', props: { button: { Text: 'Buy now', CustomLink } } }]);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Link Typers');
  token = await t.login(owner.credentials);
  page = `/api/v1/landings/${owner.landingId}/pages/${owner.pageId}`;
});
afterAll(() => t.close());

async function save(design: object) {
  const { version } = (await t.request({ method: 'GET', url: page, token })).json().data;
  return t.request({ method: 'PUT', url: `${page}/design`, token, payload: { design, version } });
}

describe('links in designs', () => {
  it('refuses a button link holding markup with a clear message naming the field, and stores nothing', async () => {
    const refused = await save(button('<svg onload="alert(1)">'));
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as Record<string, string[]>;
    const [field, messages] = Object.entries(errors)[0]!;
    expect(field).toMatch(/props\.button\.CustomLink$/);
    expect(messages).toEqual([`Element element-buy (button): ${LINK_CHARACTERS_MESSAGE}`]);
    expect((await t.request({ method: 'GET', url: page, token })).json().data.design.sections).toEqual([]);
  });

  it('keeps rendering a button whose link was stored before links were checked, without that link', async () => {
    expect((await save(button('/pricing'))).statusCode).toBe(200);
    const stored = button('https://<svg onload=alert(1)>');
    await t.db.updateTable('pages').set({ design: JSON.stringify(stored) }).where('id', '=', owner.pageId).execute();

    const unchanged = await save(stored);
    expect(unchanged.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `${page}/publish`, token })).json().left_out).toEqual([]);
    const landing = (await t.request({ method: 'GET', url: `/api/v1/landings/${owner.landingId}`, token })).json().data;
    const served = await visit(t, `${landing.subdomain}.${TEST_SITE_DOMAIN}`);
    expect(served.body).toContain('Buy now');
    expect(served.body).not.toContain('<svg');
    expect(served.body).not.toContain('onload');

    const edited = await save(designOf([{ key: 'button', id: 'element-buy', props: { button: { Text: 'Buy today', CustomLink: 'https://<svg onload=alert(1)>' } } }]));
    expect(edited.statusCode).toBe(422);
  });
});
