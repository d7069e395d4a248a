import { MAX_VISIT_SOURCES_A_DAY, OTHER_VISIT_SOURCES } from '@tessera/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as statsViewForPageViewers } from '../../db/migrations/0717-stats-view-permission.ts';
import { addPage, demoSite, designOf, saveAndPublish, visit } from '../../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { PageViews } from './page-views.ts';

let t: TestApp;
let token: string;
let landingId: number;
let homePageId: number;
let aboutId: number;
let host: string;

const today = () => new Date().toISOString().slice(0, 10);
const stats = async (query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token, query });
const as = (ip: string, userAgent: string, extra: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, 'user-agent': userAgent, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  ({ token, landingId, homePageId, host } = await demoSite(t));
  await saveAndPublish(t, token, landingId, homePageId, designOf([{ key: 'headline', props: { text: 'Counted' } }]));
  aboutId = await addPage(t, landingId, 'about', 'About');
  await saveAndPublish(t, token, landingId, aboutId, designOf([{ key: 'headline', props: { text: 'About' } }]));
});
afterAll(() => t.close());

describe('page statistics', () => {
  it('counts views and unique visitors per page and day, without cookies', async () => {
    await visit(t, host, '/', as('198.51.100.1', 'Browser A'));
    await visit(t, host, '/', as('198.51.100.1', 'Browser A'));
    const revisit = await visit(t, host, '/', as('198.51.100.1', 'Browser A'));
    expect(revisit.headers['set-cookie']).toBeUndefined();
    await visit(t, host, '/', as('198.51.100.1', 'Browser B'));
    await visit(t, host, '/', as('198.51.100.2', 'Browser A', { 'if-none-match': revisit.headers.etag as string }));
    await visit(t, host, '/about', as('198.51.100.1', 'Browser A'));
    // Not page views: a redirect, robots.txt, a missing page.
    await visit(t, host, '/robots.txt', as('198.51.100.3', 'Bot'));
    await visit(t, host, '/missing', as('198.51.100.3', 'Bot'));

    const response = await stats();
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.to).toBe(today());
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toEqual({ day: today(), views: 6, uniques: 4 });
    expect(data.totals).toEqual({ views: 6, uniques: 4 });
    expect(data.pages).toEqual([
      { page_id: homePageId, name: 'Home', unique_name: 'home', views: 5, uniques: 3 },
      { page_id: aboutId, name: 'About', unique_name: 'about', views: 1, uniques: 1 },
    ]);
    const stored = await t.db.selectFrom('page_stats').selectAll().execute();
    expect(Object.keys(stored[0]!).sort()).toEqual(['day', 'landing_id', 'page_id', 'uniques', 'views']);
  });

  it('answers a date range, and refuses a reversed or too long one', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const range = (await stats({ from: yesterday, to: yesterday })).json().data;
    expect(range).toMatchObject({ from: yesterday, to: yesterday, totals: { views: 0, uniques: 0 }, pages: [] });
    expect((await stats({ from: today(), to: yesterday })).statusCode).toBe(422);
    expect((await stats({ from: '2020-01-01', to: '2024-01-01' })).statusCode).toBe(422);
    expect((await stats({ from: '2024-02-30' })).statusCode).toBe(422);
    expect((await stats({ from: '2025-02-29', to: '2025-03-01' })).json().errors).toEqual({ from: ['Use a real date.'] });
  });

  it('resets the statistics of the website only, and counts again from zero', async () => {
    const rival = await t.createAgency('Rival Stats');
    const rivalToken = await t.login(rival.credentials);
    expect((await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/stats/reset`, token: rivalToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token: rivalToken })).statusCode).toBe(404);
    expect((await stats()).json().data.totals.views).toBe(6);

    const reset = await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/stats/reset`, token });
    expect(reset.json()).toEqual({ message: 'Statistics reset.', success: true });
    expect((await stats()).json().data.totals).toEqual({ views: 0, uniques: 0 });
    await visit(t, host, '/', as('198.51.100.1', 'Browser A'));
    expect((await stats()).json().data.totals).toEqual({ views: 1, uniques: 1 });
  });

  it('counts a visitor once a day however many server processes serve them, and across a restart, keeping no address', async () => {
    const pageId = await addPage(t, landingId, 'shared', 'Shared');
    const first = new PageViews(t.db, () => new Date());
    const second = new PageViews(t.db, () => new Date());
    first.record(landingId, pageId, '203.0.113.9', 'Browser S');
    second.record(landingId, pageId, '203.0.113.9', 'Browser S');
    second.record(landingId, pageId, '203.0.113.10', 'Browser S');
    await Promise.all([first.flush(), second.flush()]);
    const restarted = new PageViews(t.db, () => new Date());
    restarted.record(landingId, pageId, '203.0.113.9', 'Browser S');
    await restarted.flush();

    const row = await t.db.selectFrom('page_stats').select(['views', 'uniques']).where('page_id', '=', pageId).executeTakeFirstOrThrow();
    expect(row).toEqual({ views: 4, uniques: 2 });
    const stored = await t.db.selectFrom('page_visitors').select('visitor').where('page_id', '=', pageId).execute();
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
  });

  // Two transactions at once need a server: embedded PGlite has one connection.
  it.skipIf(!process.env.DATABASE_URL)('writes its counts after a website being deleted at that moment is gone, skipping its pages without an error', async () => {
    const doomed = await t.createAgency('Doomed Bakery');
    const pageId = await addPage(t, doomed.landingId, 'gone', 'Gone');
    const views = new PageViews(t.db, () => new Date());
    views.record(doomed.landingId, pageId, '203.0.113.20', 'Browser D');
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let deleting!: () => void;
    const deleted = new Promise<void>((resolve) => (deleting = resolve));
    const deletion = t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('landings').where('id', '=', doomed.landingId).execute();
      deleting();
      await committed;
    });
    await deleted;
    const flushing = views.flush();
    // The flush now waits on the website's lock; the delete commits under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await deletion;
    await expect(flushing).resolves.toBeUndefined();
    expect(await t.db.selectFrom('page_stats').select('page_id').where('page_id', '=', pageId).execute()).toEqual([]);
  });
});

describe('comparison with the previous period, sources and form submissions', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const addContact = (createdAt: string) =>
    t.db.insertInto('contacts').values({ landing_id: landingId, page_id: homePageId, element_id: 'form-1', fields: JSON.stringify({ email: 'a@example.test' }) as never, ip_hash: 'h', created_at: new Date(createdAt) }).execute();

  beforeAll(async () => {
    await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/stats/reset`, token });
    await t.db.deleteFrom('contacts').where('landing_id', '=', landingId).execute();
  });

  it('counts where entrances came from: utm_source first, else the referring host, else direct; steps inside the site are no entrance', async () => {
    await visit(t, host, '/', as('198.51.100.1', 'Browser A', { referer: 'https://www.google.com/search?q=bakery' }));
    await visit(t, host, '/about', as('198.51.100.2', 'Browser A', { referer: 'https://google.com/' }));
    await visit(t, host, '/?utm_source=Newsletter&utm_medium=email', as('198.51.100.3', 'Browser A', { referer: 'https://mail.example.org/' }));
    await visit(t, host, '/', as('198.51.100.4', 'Browser A'));
    await visit(t, host, '/', as('198.51.100.5', 'Browser A', { referer: 'javascript:alert(1)' }));
    await visit(t, host, '/about', as('198.51.100.1', 'Browser A', { referer: `http://${host}/` }));

    const data = (await stats()).json().data;
    expect(data.totals.views).toBe(6);
    expect(data.sources).toEqual({
      total: 5,
      top: [
        { source: '', views: 2 },
        { source: 'google.com', views: 2 },
        { source: 'newsletter', views: 1 },
      ],
    });
    expect(await t.db.selectFrom('source_stats').select('source').where('landing_id', '=', landingId).orderBy('source').execute()).toEqual([{ source: '' }, { source: 'google.com' }, { source: 'newsletter' }]);
  });

  it('answers the period of the same length before the range, day by day, beside the range itself', async () => {
    await t.db
      .insertInto('page_stats')
      .values([
        { page_id: homePageId, landing_id: landingId, day: daysAgo(8), views: 4, uniques: 3 },
        { page_id: homePageId, landing_id: landingId, day: daysAgo(13), views: 6, uniques: 2 },
        { page_id: homePageId, landing_id: landingId, day: daysAgo(14), views: 50, uniques: 50 },
      ])
      .execute();
    const data = (await stats({ from: daysAgo(6), to: today() })).json().data;
    expect(data.days).toHaveLength(7);
    expect(data.totals).toEqual({ views: 6, uniques: 6 });
    expect(data.previous.from).toBe(daysAgo(13));
    expect(data.previous.to).toBe(daysAgo(7));
    expect(data.previous.days).toHaveLength(7);
    expect(data.previous.days[0]).toEqual({ day: daysAgo(13), views: 6, uniques: 2 });
    expect(data.previous.totals).toEqual({ views: 10, uniques: 5 });
  });

  it('counts form submissions in both periods by UTC day, and hides them from a sub-user who may not view contacts', async () => {
    await addContact(`${today()}T00:00:00Z`);
    await addContact(`${daysAgo(2)}T12:00:00Z`);
    await addContact(`${daysAgo(7)}T23:59:59Z`);
    await addContact(`${daysAgo(14)}T23:59:59Z`);
    const data = (await stats({ from: daysAgo(6), to: today() })).json().data;
    expect(data.submissions).toEqual({ current: 2, previous: 1 });

    const { agency_id } = await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow();
    const userId = await t.createUser({ email: 'stats-no-contacts@example.test', role: 'AgencyUser', agencyId: agency_id });
    await t.grantLanding(userId, landingId, ['stats.view']);
    const analyst = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token: await t.tokenFor(userId) });
    expect(analyst.statusCode).toBe(200);
    expect(analyst.json().data.submissions).toBeNull();
    expect(analyst.json().data.sources.total).toBe(5);
  });

  it('keeps a bounded number of sources a day: later new ones count together as other sources', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.db
      .insertInto('source_stats')
      .values(Array.from({ length: MAX_VISIT_SOURCES_A_DAY - 3 }, (_, i) => ({ landing_id: landingId, day: today, source: `made-up-${i}`, views: 1 })) as never)
      .execute();
    for (const source of ['spam-a', 'spam-b', 'google.com']) await visit(t, host, `/?utm_source=${source}`, as('198.51.100.9', 'Browser B'));
    await stats();
    const stored = await t.db.selectFrom('source_stats').select(['source', 'views']).where('landing_id', '=', landingId).where('day', '=', today as never).where('source', 'in', ['spam-a', 'spam-b', 'google.com', OTHER_VISIT_SOURCES]).orderBy('source').execute();
    expect(stored).toEqual([
      { source: OTHER_VISIT_SOURCES, views: 2 },
      { source: 'google.com', views: 3 },
    ]);
  });

  it("resets a website's sources with its other statistics", async () => {
    await t.request({ method: 'POST', url: `/api/v1/landings/${landingId}/stats/reset`, token });
    expect((await stats()).json().data.sources).toEqual({ total: 0, top: [] });
  });
});

describe('who may read the statistics', () => {
  const subUserOfDemo = async (email: string, permissions: readonly string[]) => {
    const { agency_id } = await t.db.selectFrom('landings').select('agency_id').where('id', '=', landingId).executeTakeFirstOrThrow();
    const userId = await t.createUser({ email, role: 'AgencyUser', agencyId: agency_id });
    await t.grantLanding(userId, landingId, permissions);
    return { userId, token: await t.tokenFor(userId) };
  };

  it('refuses a sub-user who may only view pages, and answers one who may view statistics', async () => {
    const viewer = await subUserOfDemo('pages-viewer-stats@example.test', ['pages.view']);
    const refused = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token: viewer.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You do not have permission to do this on this website.');

    const analyst = await subUserOfDemo('stats-viewer@example.test', ['stats.view']);
    const answered = await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token: analyst.token });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.days).toHaveLength(30);
  });

  it("shows a website's 30-day views in the website list only to who may view its statistics", async () => {
    const viewsIn = async (token: string) => (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data.find((site: { id: number }) => site.id === landingId).stats;
    expect((await viewsIn((await subUserOfDemo('list-viewer@example.test', ['pages.view'])).token)).views_30d).toBeNull();
    expect((await viewsIn((await subUserOfDemo('list-analyst@example.test', ['stats.view'])).token)).views_30d).toEqual(expect.any(Number));
    expect((await viewsIn(token)).views_30d).toEqual(expect.any(Number));
  });

  it("shows a website's contact count in the website list only to who may view its contacts", async () => {
    const statsIn = async (token: string) => (await t.request({ method: 'GET', url: '/api/v1/landings', token })).json().data.find((site: { id: number }) => site.id === landingId).stats;
    expect((await statsIn((await subUserOfDemo('list-no-contacts@example.test', ['pages.view', 'stats.view'])).token)).contacts).toBeNull();
    expect((await statsIn((await subUserOfDemo('list-contacts@example.test', ['contacts.view'])).token)).contacts).toEqual(expect.any(Number));
    expect((await statsIn(token)).contacts).toEqual(expect.any(Number));
  });

  it('keeps the statistics of sub-users who could see them by viewing pages before they had a permission of their own (migration 0717)', async () => {
    const viewer = await subUserOfDemo('migrated-viewer@example.test', ['pages.view', 'forms.edit']);
    const editor = await subUserOfDemo('migrated-editor@example.test', ['forms.edit']);
    const both = await subUserOfDemo('migrated-both@example.test', ['pages.view', 'stats.view']);
    await statsViewForPageViewers(t.db as unknown as Kysely<unknown>);
    const granted = async (userId: number) => (await t.db.selectFrom('user_landings').select('permissions').where('user_id', '=', userId).executeTakeFirstOrThrow()).permissions;
    expect(await granted(viewer.userId)).toEqual(['pages.view', 'forms.edit', 'stats.view']);
    expect(await granted(editor.userId)).toEqual(['forms.edit']);
    expect(await granted(both.userId)).toEqual(['pages.view', 'stats.view']);
    expect((await t.request({ method: 'GET', url: `/api/v1/landings/${landingId}/stats`, token: viewer.token })).statusCode).toBe(200);
  });
});
