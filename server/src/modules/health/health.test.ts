import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../services/storage.ts';
import { createTestApp, TEST_SITE_DOMAIN, type TestApp } from '../../testing/test-app.ts';
import { registerHealthRoutes } from './health.routes.ts';

let t: TestApp;
let storageDown = false;
/** The test's upload store, which can be made to stop answering. */
const storage: Storage = {
  kind: 's3',
  put: async () => undefined,
  get: async () => {
    if (storageDown) throw new Error('connect ECONNREFUSED 127.0.0.1:9000');
    return undefined;
  },
  delete: async () => undefined,
};

beforeAll(async () => {
  t = await createTestApp({ storage });
});
afterAll(() => t.close());

describe('health probes', () => {
  it('says the process is alive, on any host, without a token', async () => {
    for (const host of ['localhost', `demo.${TEST_SITE_DOMAIN}`, '10.0.0.7:3000']) {
      const alive = await t.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'alive' });
      expect(alive.headers['cache-control']).toBe('no-store');
    }
  });

  it('is ready while the database and the upload store answer, and says which is missing when one does not', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' }, missing: [] });
    storageDown = true;
    const down = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'not ready', checks: { database: 'ok', storage: 'missing' }, missing: ['storage'] });
    storageDown = false;
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('checks the shared Redis when the install has one', async () => {
    const shared = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    // Nothing listens on port 1: a real client that cannot reach its server.
    const gone = new Redis('redis://127.0.0.1:1', { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false }).on('error', () => undefined);
    try {
      for (const [redis, status, state] of [
        [shared, 200, 'ok'],
        [gone, 503, 'missing'],
      ] as const) {
        const probe = Fastify();
        registerHealthRoutes(probe, { db: t.db, storage, redis });
        const answer = await probe.inject({ method: 'GET', url: '/readyz' });
        expect(answer.statusCode).toBe(status);
        expect(answer.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: state });
        await probe.close();
      }
    } finally {
      shared.disconnect();
      gone.disconnect();
    }
  });
});
