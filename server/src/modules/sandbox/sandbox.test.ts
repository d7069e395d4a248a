import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let away: Awaited<ReturnType<TestApp['createAgency']>>;
let token: string;

function design(text: string) {
  return {
    schemaVersion: 1,
    sections: [
      {
        id: 'section-s1',
        key: 'section',
        options: {},
        rows: [{ id: 'row-s1', key: 'row', options: {}, columns: [{ id: 'column-s1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-s1', key: 'headline', props: { text } }] }] }],
      },
    ],
  };
}

const textOf = (body: { design: ReturnType<typeof design> }) => body.design.sections[0]?.rows[0]?.columns[0]?.elements[0]?.props.text;
const pageUrl = (f = home) => `/api/v1/landings/${f.landingId}/pages/${f.pageId}`;
const sandboxUrl = (f = home) => `${pageUrl(f)}/sandbox-design`;
const readPage = async () => (await t.request({ method: 'GET', url: pageUrl(), token })).json().data;
const readSandbox = async () => (await t.request({ method: 'GET', url: sandboxUrl(), token })).json().data;
const saveSandbox = (text: string, version: number) => t.request({ method: 'PUT', url: sandboxUrl(), token, payload: { design: design(text), version } });
const apply = (version: number, page_version: number) => t.request({ method: 'POST', url: `${sandboxUrl()}/apply`, token, payload: { version, page_version } });

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createAgency('Home Sandbox');
  away = await t.createAgency('Away Sandbox');
  token = await t.tokenFor(home.ownerId);
});
afterAll(() => t.close());

describe('the sandbox design of a page', () => {
  it("starts as the page's design at version 0, is saved on its own and leaves the page alone", async () => {
    const page = await readPage();
    await t.request({ method: 'PUT', url: `${pageUrl()}/design`, token, payload: { design: design('Live'), version: page.version } });
    const live = await readPage();

    const fresh = await readSandbox();
    expect(fresh).toMatchObject({ version: 0, base_version: live.version, page_version: live.version, updated_at: null });
    expect(textOf(fresh)).toBe('Live');

    const saved = await saveSandbox('Trying things', 0);
    expect(saved.json()).toEqual({ data: { version: 1 }, shouldReload: true });
    expect((await saveSandbox('Trying more', 1)).json().data.version).toBe(2);
    expect((await saveSandbox('Trying more', 1)).json(), 'a retried save of what is stored succeeds, as a page save does').toEqual({ data: { version: 2 }, shouldReload: false });
    const stale = await saveSandbox('Stale', 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This sandbox was saved elsewhere since you opened it (you edited version 1, it is now at version 2). Reload to see those changes.');

    const after = await readPage();
    expect(after.version).toBe(live.version);
    expect(textOf(after)).toBe('Live');
    expect(textOf(await readSandbox())).toBe('Trying more');
  });

  it('is applied to the page only at the versions the caller saw', async () => {
    const sandbox = await readSandbox();
    expect((await apply(sandbox.version - 1, sandbox.page_version)).statusCode).toBe(409);
    expect((await apply(sandbox.version, sandbox.page_version - 1)).statusCode).toBe(409);
    expect(textOf(await readPage())).toBe('Live');

    const applied = await apply(sandbox.version, sandbox.page_version);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ data: { page_version: sandbox.page_version + 1, version: sandbox.version }, success: true });
    const page = await readPage();
    expect(page.version).toBe(sandbox.page_version + 1);
    expect(textOf(page)).toBe('Trying more');
    expect(await readSandbox()).toMatchObject({ base_version: page.version, page_version: page.version });
  });

  it('refuses a design that does not validate, like a page save', async () => {
    const bad = design('x');
    bad.sections[0]!.rows[0]!.columns[0]!.elements[0]!.key = 'no-such-element';
    const { version } = await readSandbox();
    const response = await t.request({ method: 'PUT', url: sandboxUrl(), token, payload: { design: bad, version } });
    expect(response.statusCode).toBe(422);
  });

  it("is discarded back to the page's design", async () => {
    const discarded = await t.request({ method: 'DELETE', url: sandboxUrl(), token });
    expect(discarded.json().data).toMatchObject({ version: 0 });
    expect(textOf(discarded.json().data)).toBe('Trying more');
  });

  it("answers 404 for another agency's page and 403 to a sub-user without the design permission", async () => {
    expect((await t.request({ method: 'GET', url: sandboxUrl(away), token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: sandboxUrl(away), token, payload: { design: design('x'), version: 0 } })).statusCode).toBe(404);
    const viewer = await t.createUser({ email: 'viewer-sandbox@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    await t.grantLanding(viewer, home.landingId, ['pages.view']);
    const viewerToken = await t.tokenFor(viewer);
    expect((await t.request({ method: 'GET', url: sandboxUrl(), token: viewerToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: sandboxUrl(), token: viewerToken, payload: { design: design('x'), version: 0 } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${sandboxUrl()}/apply`, token: viewerToken, payload: { version: 0, page_version: 0 } })).statusCode).toBe(403);
  });
});
