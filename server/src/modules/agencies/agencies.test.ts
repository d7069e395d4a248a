import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { ADMIN, createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { ARCHIVED_AGENCY_MESSAGE } from '../auth/auth.service.ts';
import { SITE_RERENDER_JOB } from '../sites/rerender-job.ts';

let t: TestApp;
let adminToken: string;
let acme: Awaited<ReturnType<TestApp['createAgency']>>;
let acmeToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await t.login(ADMIN);
  acme = await t.createAgency('Acme Agency');
  acmeToken = await t.tokenFor(acme.ownerId);
});
afterAll(() => t.close());

const agencyUrl = (id: number) => `/api/v1/agencies/${id}`;
const scripts = '<script>window.acmeTracked = true;</script>';
const embed = designOf([{ key: 'html-editor', id: 'element-embed', props: { html: '<p>Hours</p>', scripts } }]);

describe('the admin manages agencies', () => {
  it('lists agencies with their owner and website count, searchable and sorted', async () => {
    const list = await t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { search: 'acme', sort_by: 'name', sort_desc: 'false' } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      meta: { total: 1 },
      data: [{ id: acme.agencyId, name: 'Acme Agency', owner: { id: acme.ownerId, email: 'acme-agency@example.test' }, landings_count: 1, archived: false }],
    });
    const all = (await t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { per_page: '100', sort_by: 'name', sort_desc: 'false' } })).json();
    const names = all.data.map((agency: { name: string }) => agency.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(all.meta.total).toBe(names.length);
  });

  it("carries the agency's card count beside its card limit (§3)", async () => {
    const counted = await t.createAgency('Counted Cards');
    const cardCount = async () => (await t.request({ method: 'GET', url: agencyUrl(counted.agencyId), token: adminToken })).json().data.card_count;
    expect(await cardCount()).toBe(0);
    const token = await t.tokenFor(counted.ownerId);
    for (const custom_url of ['counted-one', 'counted-two']) {
      const made = await t.request({ method: 'POST', url: `/api/v1/landings/${counted.landingId}/cards`, token, payload: { content: { name: 'Counted' }, custom_url } });
      expect(made.statusCode, made.body).toBe(201);
    }
    expect(await cardCount()).toBe(2);
  });

  it('lists by id ascending unless asked otherwise (spec §9), and sorts by id, name, created, website count, subscription or plan either way', async () => {
    const ids = (query: Record<string, string>) =>
      t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { per_page: '100', ...query } }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data.map((agency: { id: number }) => agency.id) as number[];
      });
    const byDefault = await ids({});
    expect(byDefault.length).toBeGreaterThan(1);
    expect(byDefault).toEqual([...byDefault].sort((a, b) => a - b));
    expect(await ids({ sort_by: 'id', sort_desc: 'true' })).toEqual([...byDefault].reverse());
    for (const sortBy of ['name', 'created_at', 'landings_count', 'subscribed', 'plan_name']) expect((await ids({ sort_by: sortBy })).sort((a, b) => a - b)).toEqual(byDefault);
    const refused = await t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { sort_by: 'password' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.sort_by).toEqual(['Sort by id, name, created_at, landings_count, subscribed, plan_name.']);
  });

  it('refuses agencies and their sub-users, and bad queries', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/agencies', token: acmeToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: agencyUrl(acme.agencyId), token: acmeToken, payload: { plan_features: ['html-scripts'] } })).statusCode).toBe(403);
    const bad = await t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { status: 'gone', per_page: '1000' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'status']);
    expect((await t.request({ method: 'GET', url: agencyUrl(999_999), token: adminToken })).statusCode).toBe(404);
  });

  it('creates an agency whose owner can sign in, and refuses a taken e-mail', async () => {
    const payload = { name: 'Fresh Agency', owner_name: 'Fay Fresh', email: 'fay@example.test', password: 'fay-password-1' };
    const created = await t.request({ method: 'POST', url: '/api/v1/agencies', token: adminToken, payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Fresh Agency', owner: { name: 'Fay Fresh', email: 'fay@example.test' }, landings_count: 0 });
    await t.login({ email: 'fay@example.test', password: 'fay-password-1' });
    const again = await t.request({ method: 'POST', url: '/api/v1/agencies', token: adminToken, payload: { ...payload, name: 'Other' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('grants premium elements it knows and refuses ids that are not installed premium elements, changing nothing', async () => {
    const refused = await t.request({ method: 'PUT', url: agencyUrl(acme.agencyId), token: adminToken, payload: { name: 'Renamed', premium_elements: ['headline', 'no-such'] } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.premium_elements[0]).toBe('Not an installed premium element: headline, no-such.');
    expect((await t.request({ method: 'GET', url: agencyUrl(acme.agencyId), token: adminToken })).json().data.name).toBe('Acme Agency');
  });
});

describe('scripts in the HTML Editor follow the plan feature the admin switches on', () => {
  it('refuses a design with scripts while the agency lacks the feature, naming the element', async () => {
    const url = `/api/v1/landings/${acme.landingId}/pages/${acme.pageId}`;
    const { version } = (await t.request({ method: 'GET', url, token: acmeToken })).json().data;
    const refused = await t.request({ method: 'PUT', url: `${url}/design`, token: acmeToken, payload: { design: embed, version } });
    expect(refused.statusCode).toBe(422);
    expect(Object.values(refused.json().errors).flat()).toEqual(['Element element-embed: Scripts in the HTML Editor is not part of your plan']);
    const editor = await t.request({ method: 'GET', url: '/api/v1/editor-data', token: acmeToken, query: { landing_id: String(acme.landingId) } });
    expect(editor.json().data.plan_features).toEqual([]);
  });

  it('runs the scripts on the published page once enabled, and drops them from it when the admin takes the feature away', async () => {
    const enabled = await t.request({ method: 'PUT', url: agencyUrl(acme.agencyId), token: adminToken, payload: { plan_features: ['html-scripts'] } });
    expect(enabled.json().data.plan_features).toEqual(['html-scripts']);
    const editor = await t.request({ method: 'GET', url: '/api/v1/editor-data', token: acmeToken, query: { landing_id: String(acme.landingId) } });
    expect(editor.json().data.plan_features).toEqual(['html-scripts']);

    await saveAndPublish(t, acmeToken, acme.landingId, acme.pageId, embed);
    const host = `acme-agency.${TEST_SITE_DOMAIN}`;
    expect((await visit(t, host)).body).toContain(scripts);

    await t.request({ method: 'PUT', url: agencyUrl(acme.agencyId), token: adminToken, payload: { plan_features: [] } });
    await t.runJobs(SITE_RERENDER_JOB);
    const page = (await visit(t, host)).body;
    expect(page).toContain('<p>Hours</p>');
    expect(page).not.toContain('acmeTracked');
  });
});

describe('archiving an agency', () => {
  it('ends its sessions and refuses its sign-in until restored', async () => {
    const owner = await t.createAgency('Archived Agency');
    const token = await t.tokenFor(owner.ownerId);
    const archived = await t.request({ method: 'DELETE', url: agencyUrl(owner.agencyId), token: adminToken });
    expect(archived.json().data.archived).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token })).statusCode).toBe(401);
    const login = await t.request({ method: 'POST', url: '/api/v1/login', payload: owner.credentials });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(ARCHIVED_AGENCY_MESSAGE);

    const archivedList = (await t.request({ method: 'GET', url: '/api/v1/agencies', token: adminToken, query: { status: 'archived' } })).json();
    expect(archivedList.data.map((agency: { id: number }) => agency.id)).toEqual([owner.agencyId]);

    await t.request({ method: 'POST', url: `${agencyUrl(owner.agencyId)}/restore`, token: adminToken });
    await t.login(owner.credentials);
  });

  it('sets and removes the agency AI key without ever sending it back, and offers AI to the agency only while it holds one', async () => {
    const aiOffered = async () => {
      const profile = (await t.request({ method: 'GET', url: '/api/v1/profile', token: acmeToken })).json().data;
      const editor = (await t.request({ method: 'GET', url: '/api/v1/editor-data', token: acmeToken, query: { landing_id: String(acme.landingId) } })).json().data;
      expect(editor.has_ai_key).toBe(profile.can_use_ai);
      return profile.can_use_ai;
    };
    expect(await aiOffered()).toBe(false);
    const set = await t.request({ method: 'PUT', url: `${agencyUrl(acme.agencyId)}/update-openai`, token: adminToken, payload: { openai_api_key: 'sk-test-123' } });
    expect(set.json().data.has_openai_key).toBe(true);
    expect(set.body).not.toContain('sk-test-123');
    expect(await aiOffered()).toBe(true);
    const cleared = await t.request({ method: 'PUT', url: `${agencyUrl(acme.agencyId)}/update-openai`, token: adminToken, payload: { openai_api_key: '' } });
    expect(cleared.json().data.has_openai_key).toBe(false);
    expect(await aiOffered()).toBe(false);
  });
});
