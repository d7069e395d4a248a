import { BLOCKED_AGENCY_MESSAGE } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, TEST_USER_PASSWORD, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let home: Awaited<ReturnType<TestApp['createAgency']>>;
let rival: Awaited<ReturnType<TestApp['createAgency']>>;
let ownerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  home = await t.createAgency('Users Home');
  rival = await t.createAgency('Users Rival');
  ownerToken = await t.tokenFor(home.ownerId);
});
afterAll(() => t.close());

const newUser = { name: 'Sam Sub', password: 'sam-password', password_confirmation: 'sam-password', role: 'AgencyUser' };
const design = (text: string) => ({
  schemaVersion: 1,
  sections: [
    {
      id: 'section-u1',
      key: 'section',
      options: {},
      rows: [
        {
          id: 'row-u1',
          key: 'row',
          options: {},
          columns: [{ id: 'column-u1', key: 'column', options: { width: 100 }, elements: [{ id: 'element-u1', key: 'headline', props: { text } }] }],
        },
      ],
    },
  ],
});
const pageUrl = (landingId: number, pageId: number) => `/api/v1/landings/${landingId}/pages/${pageId}`;
const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

describe('sub-users of an agency', () => {
  it('creates, lists, reads, updates and deletes its own sub-users', async () => {
    const created = await t.request({ method: 'POST', url: '/api/v1/users', token: ownerToken, payload: { ...newUser, email: 'sam@example.test' } });
    expect(created.statusCode).toBe(200);
    const sam = created.json().data;
    expect(sam).toMatchObject({ name: 'Sam Sub', email: 'sam@example.test', role: 'AgencyUser', agency_id: home.agencyId, can_create_landing: false });
    await t.login({ email: 'sam@example.test', password: 'sam-password' });

    const list = await t.request({ method: 'GET', url: '/api/v1/users', token: ownerToken });
    expect(list.json()).toMatchObject({ meta: { total: 1 }, data: [{ id: sam.id }] });
    const picker = await t.request({ method: 'GET', url: '/api/v1/users/list', token: ownerToken });
    expect(picker.json().data).toEqual([{ id: sam.id, name: 'Sam Sub', email: 'sam@example.test', role: 'AgencyUser' }]);

    const updated = await t.request({
      method: 'PUT',
      url: `/api/v1/users/${sam.id}`,
      token: ownerToken,
      payload: { name: 'Sam Web', email: 'sam.web@example.test', role: 'WebsiteUser', can_create_landing: true },
    });
    expect(updated.json().data).toMatchObject({ name: 'Sam Web', role: 'WebsiteUser', can_create_landing: true });
    expect((await t.request({ method: 'GET', url: `/api/v1/users/${sam.id}`, token: ownerToken })).json().data.email).toBe('sam.web@example.test');

    const samToken = await t.tokenFor(sam.id);
    const samProfile = await t.request({ method: 'GET', url: '/api/v1/profile', token: samToken });
    expect(samProfile.json().data).toMatchObject({ role: 'WebsiteUser', can_create_landing: true, user_landings: [] });

    expect((await t.request({ method: 'DELETE', url: `/api/v1/users/${sam.id}`, token: ownerToken })).statusCode).toBe(200);
    expect(await userRow(sam.id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: samToken })).statusCode).toBe(401);
  });

  it('sets a sub-user password through both routes, ending their sessions', async () => {
    const subId = await t.createUser({ email: 'pw-sub@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    const subToken = await t.tokenFor(subId);
    for (const [path, password] of [
      ['change-password', 'set-by-owner-1'],
      ['change-user-password', 'set-by-owner-2'],
    ] as const) {
      const response = await t.request({
        method: 'POST',
        url: `/api/v1/users/${subId}/${path}`,
        token: ownerToken,
        payload: { password, password_confirmation: password },
      });
      expect(response.statusCode).toBe(200);
      await t.login({ email: 'pw-sub@example.test', password });
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token: subToken })).statusCode).toBe(401);
  });

  it("answers another agency's users and entries like missing ones, and changes nothing", async () => {
    const rivalSub = await t.createUser({ email: 'rival-sub@example.test', role: 'AgencyUser', agencyId: rival.agencyId });
    const rivalEntry = await t.grantLanding(rivalSub, rival.landingId, ['pages.view']);
    const before = await userRow(rivalSub);
    const attempts = [
      { method: 'GET', url: `/api/v1/users/${rivalSub}` },
      { method: 'PUT', url: `/api/v1/users/${rivalSub}`, payload: { name: 'Hijacked', email: 'hijacked@example.test', role: 'AgencyUser', can_create_landing: true } },
      { method: 'DELETE', url: `/api/v1/users/${rivalSub}` },
      { method: 'POST', url: `/api/v1/users/${rivalSub}/change-user-password`, payload: { password: 'hijacked-1', password_confirmation: 'hijacked-1' } },
      { method: 'GET', url: `/api/v1/users/${rivalSub}/landings` },
      { method: 'POST', url: `/api/v1/users/${rivalSub}/landings`, payload: { landing_id: home.landingId, permissions: [] } },
      { method: 'PUT', url: `/api/v1/user-landings/${rivalEntry}`, payload: { permissions: ['pages.design'] } },
      { method: 'DELETE', url: `/api/v1/user-landings/${rivalEntry}` },
      { method: 'GET', url: `/api/v1/users/${rival.ownerId}` },
    ] as const;
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, token: ownerToken });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json().message).toMatch(/^(User|Website access) not found\.$/);
    }
    expect(await userRow(rivalSub)).toEqual(before);
    const entry = await t.db.selectFrom('user_landings').selectAll().where('id', '=', rivalEntry).executeTakeFirstOrThrow();
    expect(entry.permissions).toEqual(['pages.view']);
    const list = await t.request({ method: 'GET', url: '/api/v1/users', token: ownerToken });
    expect(list.json().data.map((user: { email: string }) => user.email)).not.toContain('rival-sub@example.test');
  });

  it('refuses a website of another agency, a duplicate grant and unknown permission keys', async () => {
    const subId = await t.createUser({ email: 'grant-sub@example.test', role: 'WebsiteUser', agencyId: home.agencyId });
    const grant = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: `/api/v1/users/${subId}/landings`, token: ownerToken, payload });
    const foreign = await grant({ landing_id: rival.landingId, permissions: ['pages.view'] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ landing_id: ['The selected landing id is invalid.'] });
    const unknown = await grant({ landing_id: home.landingId, permissions: ['pages.everything'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['permissions.0']).toEqual(['Unknown permission.']);
    expect((await grant({ landing_id: home.landingId, permissions: ['pages.view'] })).statusCode).toBe(200);
    const twice = await grant({ landing_id: home.landingId, permissions: ['pages.view'] });
    expect(twice.json().errors).toEqual({ landing_id: ['This user already has access to this website.'] });
    const entries = await t.request({ method: 'GET', url: `/api/v1/users/${subId}/landings`, token: ownerToken });
    expect(entries.json().data).toEqual([
      { id: expect.any(Number), user_id: subId, landing_id: home.landingId, landing_title: 'Users Home site', permissions: ['pages.view'] },
    ]);
  });

  it('creates card holders, who are given cards and never websites, and refuses an unknown role', async () => {
    const created = await t.request({ method: 'POST', url: '/api/v1/users', token: ownerToken, payload: { ...newUser, name: 'Cara Card', email: 'cara@example.test', role: 'CardUser' } });
    expect(created.statusCode, created.body).toBe(200);
    const cara = created.json().data;
    expect(cara).toMatchObject({ role: 'CardUser', agency_id: home.agencyId });
    expect((await t.request({ method: 'GET', url: '/api/v1/users/list', token: ownerToken })).json().data).toContainEqual({ id: cara.id, name: 'Cara Card', email: 'cara@example.test', role: 'CardUser' });
    const website = await t.request({ method: 'POST', url: `/api/v1/users/${cara.id}/landings`, token: ownerToken, payload: { landing_id: home.landingId, permissions: ['pages.view'] } });
    expect(website.json().errors).toEqual({ landing_id: ['Only sub-users are given access to single websites.'] });
    const admin = await t.request({ method: 'POST', url: '/api/v1/users', token: ownerToken, payload: { ...newUser, email: 'boss@example.test', role: 'Admin' } });
    expect(admin.json().errors.role).toEqual(['The role must be AgencyUser, WebsiteUser or CardUser.']);
  });

  it('lets an admin search and page through all users', async () => {
    const admin = await t.login(ADMIN);
    for (let i = 1; i <= 3; i += 1) await t.createUser({ email: `paged-${i}@example.test`, role: 'CardUser', agencyId: home.agencyId });
    const first = await t.request({ method: 'GET', url: '/api/v1/users', token: admin, query: { search: 'PAGED-', per_page: '2' } });
    expect(first.json()).toMatchObject({ meta: { total: 3 } });
    expect(first.json().data.map((user: { email: string }) => user.email)).toEqual(['paged-1@example.test', 'paged-2@example.test']);
    const second = await t.request({ method: 'GET', url: '/api/v1/users', token: admin, query: { search: 'paged-', per_page: '2', page: '2' } });
    expect(second.json().data.map((user: { email: string }) => user.email)).toEqual(['paged-3@example.test']);
    const wildcard = await t.request({ method: 'GET', url: '/api/v1/users', token: admin, query: { search: '%' } });
    expect(wildcard.json().meta.total).toBe(0);

    const noAgency = await t.request({ method: 'POST', url: '/api/v1/users', token: admin, payload: { ...newUser, email: 'by-admin@example.test' } });
    expect(noAgency.json().errors).toEqual({ agency_id: ['The agency id field is required.'] });
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/users',
      token: admin,
      payload: { ...newUser, email: 'by-admin@example.test', agency_id: rival.agencyId },
    });
    expect(created.json().data.agency_id).toBe(rival.agencyId);
  });
});

describe('website permissions of sub-users', () => {
  it('needs pages.design to save a design and pages.publish to publish; with them, both work', async () => {
    const subId = await t.createUser({ email: 'designer@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    const entryId = await t.grantLanding(subId, home.landingId, ['pages.view']);
    const token = await t.login({ email: 'designer@example.test', password: TEST_USER_PASSWORD });
    const page = (await t.request({ method: 'GET', url: pageUrl(home.landingId, home.pageId), token })).json().data;

    const refused = await t.request({ method: 'PUT', url: `${pageUrl(home.landingId, home.pageId)}/design`, token, payload: { design: design('No'), version: page.version } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this on this website.');
    expect((await t.request({ method: 'POST', url: `${pageUrl(home.landingId, home.pageId)}/publish`, token })).statusCode).toBe(403);
    const unchanged = (await t.request({ method: 'GET', url: pageUrl(home.landingId, home.pageId), token })).json().data;
    expect(unchanged.version).toBe(page.version);

    const granted = await t.request({
      method: 'PUT',
      url: `/api/v1/user-landings/${entryId}`,
      token: ownerToken,
      payload: { permissions: ['pages.view', 'pages.design', 'pages.publish'] },
    });
    expect(granted.json().data.permissions).toEqual(['pages.view', 'pages.design', 'pages.publish']);
    const saved = await t.request({ method: 'PUT', url: `${pageUrl(home.landingId, home.pageId)}/design`, token, payload: { design: design('Yes'), version: page.version } });
    expect(saved.statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `${pageUrl(home.landingId, home.pageId)}/publish`, token })).statusCode).toBe(200);

    const editor = await t.request({ method: 'GET', url: '/api/v1/editor-data', token, query: { landing_id: String(home.landingId) } });
    expect(editor.json().data).toMatchObject({ permissions: ['pages.view', 'pages.design', 'pages.publish'], pages: [{ id: home.pageId }] });
  });

  it('sees only the websites granted to it, and loses one when the grant is removed', async () => {
    const second = await t.db
      .insertInto('landings')
      .values({ agency_id: home.agencyId, title: 'Second site', subdomain: 'users-home-second' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subId = await t.createUser({ email: 'narrow@example.test', role: 'WebsiteUser', agencyId: home.agencyId });
    const entryId = await t.grantLanding(subId, second.id, ['pages.view']);
    const token = await t.tokenFor(subId);
    const list = await t.request({ method: 'GET', url: '/api/v1/landings', token });
    expect(list.json().data.map((landing: { id: number }) => landing.id)).toEqual([second.id]);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${home.landingId}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${second.id}/pages`, token })).statusCode).toBe(200);

    expect((await t.request({ method: 'DELETE', url: `/api/v1/user-landings/${entryId}`, token: ownerToken })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${second.id}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data).toEqual([]);
  });

  it('gives several sub-users a website at once with the same permissions, or none of them when one is not the agency’s', async () => {
    const first = await t.createUser({ email: 'many-1@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    const second = await t.createUser({ email: 'many-2@example.test', role: 'WebsiteUser', agencyId: home.agencyId });
    const stranger = await t.createUser({ email: 'many-rival@example.test', role: 'AgencyUser', agencyId: rival.agencyId });
    await t.grantLanding(second, home.landingId, ['pages.view']);
    const url = `/api/v1/landings/${home.landingId}/multiple-users`;
    const entriesOf = () => t.db.selectFrom('user_landings').select(['user_id', 'permissions']).where('landing_id', '=', home.landingId).where('user_id', 'in', [first, second, stranger]).orderBy('user_id').execute();

    const refused = await t.request({ method: 'POST', url, token: ownerToken, payload: { user_ids: [first, stranger, home.ownerId], permissions: ['pages.view'] } });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['user_ids.1', 'user_ids.2']);
    expect((await entriesOf()).map((entry) => entry.user_id)).toEqual([second]);
    const unknownKey = await t.request({ method: 'POST', url, token: ownerToken, payload: { user_ids: [first], permissions: ['pages.fly'] } });
    expect(unknownKey.statusCode).toBe(422);
    expect((await t.request({ method: 'POST', url, token: ownerToken, payload: { user_ids: [] } })).json().errors.user_ids).toEqual(['Choose at least one user.']);

    const granted = await t.request({ method: 'POST', url, token: ownerToken, payload: { user_ids: [first, second], permissions: ['pages.view', 'blog.view'] } });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().message).toBe('Website access granted to 2 users.');
    expect((await entriesOf()).map((entry) => [entry.user_id, entry.permissions])).toEqual([
      [first, ['pages.view', 'blog.view']],
      [second, ['pages.view', 'blog.view']],
    ]);
    const firstToken = await t.tokenFor(first);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${home.landingId}/pages`, token: firstToken })).statusCode).toBe(200);

    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${rival.landingId}/multiple-users`, token: ownerToken, payload: { user_ids: [first] } })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url, token: firstToken, payload: { user_ids: [first] } })).statusCode).toBe(403);
  });

  it('refuses sub-users the users screens', async () => {
    const subId = await t.createUser({ email: 'no-admin@example.test', role: 'AgencyUser', agencyId: home.agencyId });
    const response = await t.request({ method: 'GET', url: '/api/v1/users', token: await t.tokenFor(subId) });
    expect(response.statusCode).toBe(403);
  });
});

describe('a blocked agency', () => {
  it('reads but cannot write in the agency area, and its profile says it is blocked', async () => {
    const blocked = await t.createAgency('Lapsed Agency', { subscribed: false });
    const token = await t.tokenFor(blocked.ownerId);
    const me = (await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data;
    expect(me).toMatchObject({ blocked: true, subscribed: false, free_fee: false, free_register: false });

    const page = await t.request({ method: 'GET', url: pageUrl(blocked.landingId, blocked.pageId), token });
    expect(page.statusCode).toBe(200);
    const writes = [
      { method: 'PUT', url: `${pageUrl(blocked.landingId, blocked.pageId)}/design`, payload: { design: design('Blocked'), version: page.json().data.version } },
      { method: 'POST', url: `${pageUrl(blocked.landingId, blocked.pageId)}/publish` },
      { method: 'POST', url: '/api/v1/users', payload: { ...newUser, email: 'blocked-sub@example.test' } },
    ] as const;
    for (const write of writes) {
      const response = await t.request({ ...write, token });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(response.json().message).toBe(BLOCKED_AGENCY_MESSAGE);
    }
    expect((await t.request({ method: 'GET', url: pageUrl(blocked.landingId, blocked.pageId), token })).json().data.version).toBe(page.json().data.version);

    // Its own account stays in its hands, and a sub-user of the agency is held to the same gate.
    const renamed = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { name: 'Still Me', email: blocked.credentials.email } });
    expect(renamed.statusCode).toBe(200);
    const subId = await t.createUser({ email: 'blocked-agency-sub@example.test', role: 'AgencyUser', agencyId: blocked.agencyId });
    await t.grantLanding(subId, blocked.landingId, ['pages.view', 'pages.design']);
    const subWrite = await t.request({
      method: 'PUT',
      url: `${pageUrl(blocked.landingId, blocked.pageId)}/design`,
      token: await t.tokenFor(subId),
      payload: { design: design('Blocked'), version: page.json().data.version },
    });
    expect(subWrite.statusCode).toBe(403);

    await t.db.updateTable('agencies').set({ free_fee: true }).where('id', '=', blocked.agencyId).execute();
    expect((await t.request({ method: 'GET', url: '/api/v1/profile', token })).json().data.blocked).toBe(false);
    expect((await t.request({ method: 'POST', url: `${pageUrl(blocked.landingId, blocked.pageId)}/publish`, token })).statusCode).toBe(200);
  });
});
