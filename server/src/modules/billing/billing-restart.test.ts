import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { TestDatabase } from '../../testing/test-database.ts';

/**
 * One install's database, opened again by each start as `npm start` does: a PGlite folder, or a
 * PostgreSQL database when DATABASE_URL is set. Each opening is closed by the app that uses it.
 */
async function installDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-restart-'));
    return {
      open: async (): Promise<TestDatabase> => {
        const db = openDatabase({ dataDir });
        await migrateToLatest(db);
        return { db, drop: () => db.destroy() };
      },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `tessera_restart_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: async (): Promise<TestDatabase> => {
      const db = openDatabase({ databaseUrl: url.toString() });
      await migrateToLatest(db);
      return { db, url: url.toString(), drop: () => db.destroy() };
    },
    remove: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const install = await installDatabase();
// The same install key on both starts, as a restart keeps its environment.
const env = { TESSERA_SECRETS_KEY: randomBytes(32).toString('hex') };
let t: TestApp | undefined;

afterAll(async () => {
  await t?.close();
  await install.remove();
});

async function start() {
  t = await createTestApp({ database: await install.open(), env });
  await t.receivePaymentWebhooks();
  return t;
}

it('keeps the agency’s customer and subscription at the local fake provider across a restart: cancel, resume and the card form work after it', { timeout: 240_000 }, async () => {
  let app = await start();
  const adminToken = await app.login(ADMIN);
  const plan = (await app.request({ method: 'POST', url: '/api/v1/plans', token: adminToken, payload: { name: 'Restart plan', type: 'agency' } })).json().data;
  const price = await app.request({ method: 'POST', url: '/api/v1/prices', token: adminToken, payload: { plan_id: plan.id, amount: 4900, currency: 'usd', interval: 'month' } });
  expect(price.statusCode, price.body).toBe(200);
  const agency = await app.createAgency('Restart Agency', { subscribed: false });
  const token = await app.tokenFor(agency.ownerId);
  const card = await app.request({ method: 'POST', url: '/api/v1/payment-methods', token, payload: { payment_method: 'pm_card_visa' } });
  expect(card.statusCode, card.body).toBe(200);
  const subscribed = await app.request({ method: 'POST', url: `/api/v1/subscriptions/${plan.id}`, token });
  expect(subscribed.statusCode, subscribed.body).toBe(200);
  const { provider_customer_id: customerId } = await app.db.selectFrom('agencies').select('provider_customer_id').where('id', '=', agency.agencyId).executeTakeFirstOrThrow();
  const { provider_subscription_id: subscriptionId } = await app.db
    .selectFrom('agency_subscriptions')
    .select('provider_subscription_id')
    .where('agency_id', '=', agency.agencyId)
    .executeTakeFirstOrThrow();
  await app.payments.settled();
  await app.close();
  t = undefined;

  // A new process: a new app and a new fake provider, on the same database.
  app = await start();
  const again = await app.tokenFor(agency.ownerId);
  const canceled = await app.request({ method: 'DELETE', url: `/api/v1/subscriptions/${agency.ownerId}/agency/cancel`, token: again });
  expect(canceled.statusCode, canceled.body).toBe(200);
  expect(canceled.json().data).toMatchObject({ subscribed: false, stripe_status: 'canceled' });

  const resumed = await app.request({ method: 'POST', url: '/api/v1/subscriptions/resume', token: again });
  expect(resumed.statusCode, resumed.body).toBe(200);
  expect(resumed.json().data).toMatchObject({ blocked: false, subscribed: true });

  const secret = await app.request({ method: 'GET', url: '/api/v1/payment-methods/secret', token: again });
  expect(secret.statusCode, secret.body).toBe(200);
  const clientSecret: string = secret.json().data.client_secret;
  const confirmed = await app.request({
    method: 'POST',
    url: `/dev/payments/setup_intents/${clientSecret.split('_secret_')[0]}/confirm`,
    payload: { client_secret: clientSecret, card_number: '5555 5555 5555 4444' },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  const cards = await app.request({ method: 'POST', url: '/api/v1/payment-methods', token: again, payload: { payment_method: confirmed.json().payment_method } });
  expect(cards.statusCode, cards.body).toBe(200);
  expect(cards.json().data.map((method: { last4: string }) => method.last4).sort()).toEqual(['4242', '4444']);

  // The same customer and subscription ids as before the restart, at the app and at the provider.
  expect((await app.db.selectFrom('agencies').select('provider_customer_id').where('id', '=', agency.agencyId).executeTakeFirstOrThrow()).provider_customer_id).toBe(customerId);
  const rows = await app.db.selectFrom('agency_subscriptions').select(['provider_subscription_id', 'status']).where('agency_id', '=', agency.agencyId).orderBy('id').execute();
  expect(rows.map((row) => row.status)).toEqual(['canceled', 'active']);
  expect(rows[0]!.provider_subscription_id).toBe(subscriptionId);
  const provider = new Stripe('sk_test_restart', { host: app.payments.host, port: app.payments.port, protocol: 'http' });
  const atProvider = await provider.subscriptions.list({ customer: customerId! });
  expect(atProvider.data.map((subscription) => [subscription.id, subscription.status])).toEqual([
    [rows[1]!.provider_subscription_id, 'active'],
    [subscriptionId, 'canceled'],
  ]);
});
