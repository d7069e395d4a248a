import { ClockToken, createServiceContainer, PaymentProviderToken } from '@tessera/sdk';
import { SAMPLE_CARD } from '@tessera/sdk/testing';
import { sql } from 'kysely';
import { apps, cardDesigns, elements } from '@tessera/plugins';
import { buildApp } from '../../server/src/app.ts';
import { registerServices } from '../../server/src/services/register-services.ts';
import { loadConfig } from '../../server/src/config.ts';
import { migrateToLatest, openDatabase } from '../../server/src/db/database.ts';
import { premiumIds, seedIfEmpty } from '../../server/src/seed/seed-demo.ts';
import { AuthLimitersToken, createAuthLimiters } from '../../server/src/services/attempt-limiter.ts';
import { createMailer } from '../../server/src/services/create-mailer.ts';
import { MailerToken } from '../../server/src/services/mailer.ts';
import { QueueToken, startQueue } from '../../server/src/services/queue.ts';
import { startPayments } from '../../server/src/services/payments/start-payments.ts';
import { createElementRegistry } from '../../server/src/plugins/plugin-host.ts';
import { httpCall } from '../cluster/http.ts';
import { generatePage } from './generate-page.ts';
import { starterBenchPages } from './starter-pages.ts';

/**
 * The real server, alone in its process, on an in-memory database, with the demo website's
 * home page (60 static elements), a page "big" (500), a page "every" (one of every element
 * an agency may place without a premium grant, with its defaults) and a page "apps" (each app's
 * elements, filled with the apps' demo data) published, and the designs of
 * the starter collection as pages "starter-…" (see starter-pages.ts), and a card in each
 * installed design at /card/bench-<design id> (design1's with its lead form). Prints
 * "READY <port>" and serves until SIGTERM.
 */
const DEMO = { email: 'bench@example.test', password: 'bench-password-1' };
const config = loadConfig({ ...process.env, TESSERA_DEMO_EMAIL: DEMO.email, TESSERA_DEMO_PASSWORD: DEMO.password, LOG_LEVEL: 'silent' });
const db = openDatabase({});
await migrateToLatest(db);
const installed = createElementRegistry(elements).list();
// The demo agency holds every premium element and app, as on `npm start`, so the generated pages may use any static element.
await seedIfEmpty(db, config, premiumIds(installed, apps, cardDesigns));
const queue = await startQueue({ db, pollingIntervalSeconds: config.queuePollSeconds });
const services = createServiceContainer()
  .provide(ClockToken, { now: () => new Date() })
  .provide(MailerToken, createMailer(config, db))
  .provide(AuthLimitersToken, createAuthLimiters())
  .provide(QueueToken, queue)
  .provide(PaymentProviderToken, (await startPayments(config)).provider);
registerServices(services, config, db);
const app = await buildApp({ config, db, services, elements, apps, cardDesigns });
// The set-up below calls the API over loopback, as the product's clients do, not through
// Fastify's `inject`: its stand-in requests and responses go through Node's HTTP code too, and a
// process that had answered a few thousand of them served real requests at about half the
// speed afterwards (V8's inline caches in that code had seen both kinds of object).
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

const staticKeys = installed.filter((definition) => !definition.island).map((definition) => definition.id);
const everyKey = installed.filter((definition) => !definition.premium).map((definition) => definition.id);
const login = await httpCall(port, { method: 'POST', path: '/api/v1/login', body: DEMO });
const headers = { authorization: `Bearer ${login.json().access_token}` };
const landing = await db.selectFrom('landings').select(['id', 'home_page_id']).executeTakeFirstOrThrow();
const addPage = async (uniqueName: string, title: string, description = '') =>
  (
    await db
      .insertInto('pages')
      .values({ landing_id: landing.id, name: title, unique_name: uniqueName, title, description, design: '{"schemaVersion":1,"sections":[]}' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
await db.updateTable('pages').set({ title: 'Bench page', description: 'A generated page of 60 elements for the benchmark.' }).where('id', '=', landing.home_page_id!).execute();

/** Calls the API as the demo agency; anything but a 2xx stops the bench server with the answer. */
async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await httpCall(port, { method, path: `/api/v1${url}`, headers, body: payload });
  if (answer.status >= 300) throw new Error(`bench set-up: ${method} ${url} answered ${answer.status}: ${answer.text}`);
  return answer;
}
// The content apps' data (posts, episodes) and their embedded defaults (demo directory, demo channel and business,
// the local GoTo fake), so the page "apps" shows each app's element filled.
for (const n of [1, 2, 3]) {
  const episode = await call('POST', `/landings/${landing.id}/episodes`, { title: `Episode ${n}: building in public`, description: 'Notes of the episode.', audio_url: `/files/episode-${n}.mp3`, duration_seconds: 1500 + n * 60 });
  await call('POST', `/landings/${landing.id}/episodes/${episode.json().data.id}/publish`);
}
for (const n of [1, 2, 3]) {
  const post = await call('POST', `/landings/${landing.id}/blogs`, { title: `Post ${n}: what we baked this week`, description: 'The excerpt of the post.', author: 'Tessera' });
  await call('POST', `/landings/${landing.id}/blogs/${post.json().data.id}/publish`);
}
const channel = await call('POST', '/youtube/channel', { channel_id: 'UCdemoTesseraChannel0001' });
await call('POST', `/youtube/${channel.json().data.id}/distribute`, { landing_ids: [landing.id] });
const place = await call('POST', '/places', { place_id: 'demo-place-tessera-bakery' });
await call('POST', `/places/${place.json().data.id}/distribute`, { landing_ids: [landing.id] });
const authorize = new URL((await call('POST', '/oauth-accounts/gotowebinar/connect', { return_to: '/agency/websites' })).json().data.authorize_url, 'http://localhost');
const callback = new URL((await httpCall(port, { path: `${authorize.pathname}${authorize.search}` })).headers.location as string);
await httpCall(port, { path: `${callback.pathname}${callback.search}` });
await call('GET', `/landings/${landing.id}/webinars`);
const appKeys = apps.flatMap((definition) => (definition.elements ?? []).map((element) => element.id));
for (const [pageId, design] of [
  [landing.home_page_id!, generatePage(60, staticKeys)],
  [await addPage('big', 'A long page'), generatePage(500, staticKeys)],
  [await addPage('every', 'Every element'), generatePage(everyKey.length, everyKey)],
  [await addPage('apps', 'The apps’ elements'), generatePage(appKeys.length, appKeys)],
  ...(await Promise.all(starterBenchPages().map(async (page) => [await addPage(page.name, page.title, page.description), page.design] as const))),
]) {
  const url = `/api/v1/landings/${landing.id}/pages/${pageId}`;
  // At the page's version now: a starter page's shared header, saved on an earlier page, gave this one a new version.
  const { version } = (await httpCall(port, { path: url, headers })).json().data;
  const saved = await httpCall(port, { method: 'PUT', path: `${url}/design`, headers, body: { design, version } });
  if (saved.status !== 200) throw new Error(`bench page not saved: ${saved.text}`);
  const published = await httpCall(port, { method: 'POST', path: `${url}/publish`, headers });
  if (published.status !== 200) throw new Error(`bench page not published: ${published.text}`);
}

// The design tests' sample card, without its photo (the bench serves no uploads).
const benchCard = { ...SAMPLE_CARD, photo: '' };
for (const design of cardDesigns) {
  const made = await httpCall(port, {
    method: 'POST',
    path: `/api/v1/landings/${landing.id}/cards`,
    headers,
    body: { design: design.id, theme: 'denim', content: benchCard, custom_url: `bench-${design.id}`, show_lead_form: design.id === 'design1' },
  });
  if (made.status !== 201) throw new Error(`bench card not made: ${made.text}`);
}

// Publishing and the apps' set-up queue work (re-renders, backups, the apps' reads); the figures
// start once it is done, as on a server that is not being set up.
for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
  const { rows } = await sql<{ due: number }>`select count(*)::int as due from pgboss.job where state < 'completed' and start_after <= now()`.execute(db);
  if (rows[0]!.due === 0) break;
}
console.log(`READY ${port}`);

process.once('SIGTERM', async () => {
  await app.close();
  await queue.stop();
  await db.destroy();
  process.exit(0);
});
