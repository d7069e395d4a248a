import { apps as installedApps } from '@tessera/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app.ts';

/**
 * The agency-wide lists of the video channels, places and podcasts apps: a sub-user reads them
 * with `pages.view` and changes them (add, delete, show on websites) with `pages.design` on one
 * of their websites; without, the server refuses and nothing changes.
 */
let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createAgency']>>;
let ownerToken: string;
let unique = 0;

interface AgencyList {
  name: string;
  list: string;
  search: { url: string; payload: object };
  add: { url: string; payload: object };
  table: string;
  sitesTable: string;
  itemColumn: string;
  insert(agencyId: number): Promise<number>;
}

type Row = Record<string, unknown>;
const insertRow = async (table: string, values: Row) =>
  ((await t.db.withTables<Record<string, Row>>().insertInto(table).values(values).returning('id' as never).executeTakeFirstOrThrow()) as { id: number }).id;
const now = () => new Date();

const LISTS: readonly AgencyList[] = [
  {
    name: 'video channels',
    list: '/youtube',
    search: { url: '/youtube/search-channel', payload: { term: 'loop' } },
    add: { url: '/youtube/channel', payload: { channel_id: 'UCperm' } },
    table: 'video_channels_channels',
    sitesTable: 'video_channels_sites',
    itemColumn: 'channel_row_id',
    insert: (agencyId) => insertRow('video_channels_channels', { agency_id: agencyId, channel_id: `UCperm${++unique}`, title: 'Perm', uploads_playlist_id: 'UUperm', videos: '[]', refreshed_at: now(), created_at: now() }),
  },
  {
    name: 'places',
    list: '/places',
    search: { url: '/places/search', payload: { query: 'bakery' } },
    add: { url: '/places', payload: { place_id: 'ChIJperm' } },
    table: 'places_places',
    sitesTable: 'places_sites',
    itemColumn: 'place_row_id',
    insert: (agencyId) => insertRow('places_places', { agency_id: agencyId, place_id: `ChIJperm${++unique}`, name: 'Perm', refreshed_at: now(), created_at: now() }),
  },
  {
    name: 'podcast collections',
    list: '/podcast',
    search: { url: '/podcast/search-collection', payload: { term: 'loop' } },
    add: { url: '/podcast/collection', payload: { feed_url: 'https://feeds.example.com/perm.xml' } },
    table: 'podcasts_collections',
    sitesTable: 'podcasts_collection_sites',
    itemColumn: 'collection_id',
    insert: (agencyId) => insertRow('podcasts_collections', { agency_id: agencyId, feed_url: `https://feeds.example.com/perm-${++unique}.xml`, title: 'Perm', episodes: '[]', refreshed_at: now(), created_at: now() }),
  },
];

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });
const subUser = async (permissions: readonly string[]) => {
  const userId = await t.createUser({ email: `app-lists-${++unique}@example.test`, role: 'AgencyUser', agencyId: owner.agencyId });
  await t.grantLanding(userId, owner.landingId, permissions);
  return t.tokenFor(userId);
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createAgency('Fenced Lists');
  ownerToken = await t.login(owner.credentials);
  // Every premium app the manifest installs, so the lists' apps are held whichever of them are premium.
  const premiumApps = installedApps.filter((app) => app.premium).map((app) => app.id);
  await t.db.updateTable('agencies').set({ premium_apps: JSON.stringify(premiumApps) }).where('id', '=', owner.agencyId).execute();
});
afterAll(() => t.close());

describe.each(LISTS)("the agency's $name", (list) => {
  const rowsOf = async (id: number) => t.db.withTables<Record<string, Row>>().selectFrom(list.table).select('id' as never).where('id' as never, '=', id as never).execute();
  const sitesOf = async (id: number) =>
    t.db.withTables<Record<string, Row>>().selectFrom(list.sitesTable).select('landing_id' as never).where(list.itemColumn as never, '=', id as never).execute();

  it('refuses every call of a sub-user without the permissions, and changes nothing', async () => {
    const id = await list.insert(owner.agencyId);
    const token = await subUser(['forms.edit']);
    const calls = [
      api('GET', list.list, token),
      api('GET', `${list.list}/${id}`, token),
      api('POST', list.search.url, token, list.search.payload),
      api('POST', list.add.url, token, list.add.payload),
      api('DELETE', `${list.list}/${id}`, token),
      api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [owner.landingId] }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe('You do not have this permission on any of your websites.');
    }
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await sitesOf(id)).toEqual([]);
  });

  it('lets a sub-user who may view pages read the list but not change it', async () => {
    const id = await list.insert(owner.agencyId);
    const token = await subUser(['pages.view']);
    expect((await api('GET', list.list, token)).statusCode).toBe(200);
    expect((await api('GET', `${list.list}/${id}`, token)).statusCode).toBe(200);
    expect((await api('DELETE', `${list.list}/${id}`, token)).statusCode).toBe(403);
    expect((await api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [owner.landingId] })).statusCode).toBe(403);
    expect(await rowsOf(id)).toHaveLength(1);
    expect(await sitesOf(id)).toEqual([]);
  });

  it('lets a sub-user who may design pages show an item on a website and delete it', async () => {
    const id = await list.insert(owner.agencyId);
    const token = await subUser(['pages.view', 'pages.design']);
    const shown = await api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [owner.landingId] });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(await sitesOf(id)).toEqual([{ landing_id: owner.landingId }]);
    const deleted = await api('DELETE', `${list.list}/${id}`, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("changes only the websites where the sub-user designs pages: another of the agency's websites is neither added nor removed", async () => {
    const id = await list.insert(owner.agencyId);
    const other = await t.db.insertInto('landings').values({ agency_id: owner.agencyId, title: `Other ${list.name}`, subdomain: `other-${++unique}` }).returning('id').executeTakeFirstOrThrow();
    const token = await subUser(['pages.view', 'pages.design']);
    const added = await api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [owner.landingId, other.id] });
    expect(added.statusCode, added.body).toBe(404);
    expect(await sitesOf(id)).toEqual([]);

    const byOwner = await api('POST', `${list.list}/${id}/distribute`, ownerToken, { landing_ids: [other.id] });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    const removed = await api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [owner.landingId] });
    expect(removed.statusCode, removed.body).toBe(404);
    expect(await sitesOf(id)).toEqual([{ landing_id: other.id }]);

    const alongside = await api('POST', `${list.list}/${id}/distribute`, token, { landing_ids: [other.id, owner.landingId] });
    expect(alongside.statusCode, alongside.body).toBe(200);
    expect((await sitesOf(id)).map((row) => row.landing_id).sort()).toEqual([owner.landingId, other.id].sort());
  });
});
