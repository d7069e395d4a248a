import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../testing/designs.ts';
import { demoSite, eventually, saveAndPublish, visit } from '../testing/site-fixtures.ts';
import { ADMIN, createTestApp, type TestApp } from '../testing/test-app.ts';
import type { TestDatabase } from '../testing/test-database.ts';
import type { ChangeBus, InstallChange } from './change-bus.ts';
import { PostgresChangeBus } from './postgres-change-bus.ts';
import { RedisChangeBus } from './redis-change-bus.ts';

const ignore = () => undefined;

/** A transport gives the app its bus and, separately, the bus of another process of the same install. */
interface Transport {
  name: string;
  /** Where the transport cannot run in this suite (LISTEN/NOTIFY needs a PostgreSQL server). */
  skip: boolean;
  busOfApp(database: TestDatabase): ChangeBus;
  busOfOtherProcess(): ChangeBus;
  close(): Promise<void>;
}

function redisTransport(): Transport {
  // The machine's Redis (REDIS_URL, else 127.0.0.1:6379), on a channel of this run's own.
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const channel = `tessera-test:${randomUUID()}:changes`;
  const connections: Redis[] = [];
  const connect = () => {
    const connection = new Redis(url);
    connections.push(connection);
    return connection;
  };
  return {
    name: 'Redis pub/sub',
    skip: false,
    busOfApp: () => new RedisChangeBus(connect(), channel, ignore),
    busOfOtherProcess: () => new RedisChangeBus(connect(), channel, ignore),
    close: async () => {
      await Promise.all(connections.map((connection) => connection.quit()));
    },
  };
}

function postgresTransport(): Transport {
  let database: TestDatabase | undefined;
  return {
    name: 'PostgreSQL LISTEN/NOTIFY',
    skip: !process.env.DATABASE_URL,
    busOfApp(appDatabase) {
      database = appDatabase;
      return new PostgresChangeBus(appDatabase.db, appDatabase.url ?? '', ignore);
    },
    busOfOtherProcess() {
      if (!database?.url) throw new Error('the app is made first');
      return new PostgresChangeBus(database.db, database.url, ignore);
    },
    close: async () => undefined,
  };
}

describe.each([redisTransport(), postgresTransport()])('changes across processes on $name', (transport) => {
  const heard: InstallChange[] = [];
  let appBus: ChangeBus;
  let otherProcess: ChangeBus;
  let t: TestApp;
  let site: Awaited<ReturnType<typeof demoSite>>;

  beforeAll(async () => {
    if (transport.skip) return;
    t = await createTestApp({
      changes: (database) => {
        appBus = transport.busOfApp(database);
        return appBus;
      },
    });
    otherProcess = transport.busOfOtherProcess();
    await otherProcess.listen((change) => heard.push(change));
    site = await demoSite(t);
  });
  afterAll(async () => {
    if (transport.skip) return;
    await otherProcess.close();
    await t.close();
    await appBus.close();
    await transport.close();
  });

  it.skipIf(transport.skip)('tells the other processes when a site changes, so they stop serving what they kept', async () => {
    await saveAndPublish(t, site.token, site.landingId, site.homePageId, headlineDesign('First words'));
    await eventually(async () => (heard.some((change) => change.kind === 'site' && change.landingId === site.landingId) ? true : undefined), 1000, 'the other process hearing of the publish');
  });

  it.skipIf(transport.skip)('drops a site from memory when another process announces a change to it', async () => {
    await saveAndPublish(t, site.token, site.landingId, site.homePageId, headlineDesign('Kept in memory'));
    expect((await visit(t, site.host)).body).toContain('Kept in memory');
    // Another process published new bytes into the shared database: until it says so, this one serves what it kept.
    await t.db
      .updateTable('pages')
      .set({ published_html: '<!doctype html><title>Changed elsewhere</title><h1>Changed elsewhere</h1>', published_etag: '"elsewhere-1"', published_gzip: null, published_br: null })
      .where('id', '=', site.homePageId)
      .execute();
    expect((await visit(t, site.host)).body).toContain('Kept in memory');
    otherProcess.announce({ kind: 'site', landingId: site.landingId });
    await eventually(async () => ((await visit(t, site.host)).body.includes('Changed elsewhere') ? true : undefined), 1000, 'the new bytes within a second');
  });

  it.skipIf(transport.skip)('answers on a white-label domain added by another process within a second', async () => {
    const appName = async () => {
      const response = await t.request({ method: 'GET', url: '/api/v1/config', headers: { host: 'elsewhere-label.test' } });
      return response.statusCode === 200 ? response.json<{ data: { name: string } }>().data.name : undefined;
    };
    expect(await appName()).toBeUndefined();
    await t.db.insertInto('whitelabels').values({ name: 'Elsewhere Label', domain: 'elsewhere-label.test', domain_2: null }).execute();
    otherProcess.announce({ kind: 'white-labels' });
    await eventually(async () => ((await appName()) === 'Elsewhere Label' ? true : undefined), 1000, 'the new white-label within a second');
  });

  it.skipIf(transport.skip)('tells the other processes when an admin changes a white-label', async () => {
    const admin = await t.login(ADMIN);
    const created = await t.request({ method: 'POST', url: '/api/v1/whitelabels', token: admin, payload: { name: 'Announced Label', domain: 'announced-label.test' } });
    expect(created.statusCode).toBe(201);
    await eventually(async () => (heard.some((change) => change.kind === 'white-labels') ? true : undefined), 1000, 'the other process hearing of the white-label');
  });
});
