import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineDesign } from '../testing/designs.ts';
import { demoSite, eventually, saveAndPublish, visit } from '../testing/site-fixtures.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { RedisSiteChangeBus } from './site-change-bus.ts';

/** The machine's Redis (REDIS_URL, else 127.0.0.1:6379), on a channel of this run's own. */
const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channel = `tessera-test:${randomUUID()}:site-changes`;
const ignore = () => undefined;
const appConnection = new Redis(url);
const otherConnection = new Redis(url);
/** Another process of the same install, as far as the app can tell. */
const otherProcess = new RedisSiteChangeBus(otherConnection, channel, ignore);
const heard: number[] = [];
let t: TestApp;
let site: Awaited<ReturnType<typeof demoSite>>;

beforeAll(async () => {
  await otherProcess.listen((landingId) => heard.push(landingId));
  t = await createTestApp({ siteChanges: new RedisSiteChangeBus(appConnection, channel, ignore) });
  site = await demoSite(t);
});
afterAll(async () => {
  await t.close();
  await otherProcess.close();
  await Promise.all([appConnection.quit(), otherConnection.quit()]);
});

describe('site changes across processes', () => {
  it("tells the other processes when a site changes, so they stop serving what they kept", async () => {
    await saveAndPublish(t, site.token, site.landingId, site.homePageId, headlineDesign('First words'));
    await eventually(async () => (heard.includes(site.landingId) ? true : undefined), 1000, 'the other process hearing of the publish');
  });

  it('drops a site from memory when another process announces a change to it', async () => {
    await saveAndPublish(t, site.token, site.landingId, site.homePageId, headlineDesign('Kept in memory'));
    expect((await visit(t, site.host)).body).toContain('Kept in memory');
    // Another process published new bytes into the shared database: until it says so, this one serves what it kept.
    await t.db
      .updateTable('pages')
      .set({ published_html: '<!doctype html><title>Changed elsewhere</title><h1>Changed elsewhere</h1>', published_etag: '"elsewhere-1"', published_gzip: null, published_br: null })
      .where('id', '=', site.homePageId)
      .execute();
    expect((await visit(t, site.host)).body).toContain('Kept in memory');
    otherProcess.announce(site.landingId);
    await eventually(async () => ((await visit(t, site.host)).body.includes('Changed elsewhere') ? true : undefined), 1000, 'the new bytes within a second');
  });
});
