import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTOMATIC_BACKUP_JOB } from '../../server/src/modules/backups/backups.service.ts';
import { startQueue } from '../../server/src/services/queue.ts';
import { headlineDesign } from '../../server/src/testing/designs.ts';
import { multipartBody } from '../../server/src/testing/multipart.ts';
import { openRealtimeTab, type TestRealtimeTab } from '../../server/src/testing/realtime-tab.ts';
import { designOf, eventually } from '../../server/src/testing/site-fixtures.ts';
import { CLUSTER_ADMIN, CLUSTER_DEMO, startCluster, type Cluster, type ServerProcess } from './cluster.ts';
import { httpCall, type HttpCall } from './http.ts';
import { startNginxFront } from './nginx-front.ts';

/**
 * The proof that processes share nothing but PostgreSQL, Redis and S3: two real `npm start`
 * processes (A and B) of one install, behind a round-robin proxy, on the machine's PostgreSQL
 * and Redis and a local S3-compatible server (s3rver).
 */
let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
let landingId: number;
let homePageId: number;
const SITE_HOST = 'demo.localhost';

const api = (server: ServerProcess | number, call: HttpCall) => httpCall(typeof server === 'number' ? server : server.port, { token, ...call, path: `/api/v1${call.path}` });
const visit = (server: ServerProcess, path = '/') => httpCall(server.port, { path, host: SITE_HOST });
const pagePath = () => `/landings/${landingId}/pages/${homePageId}`;

async function saveAndPublishOn(server: ServerProcess, design: object): Promise<void> {
  const { version } = (await api(server, { path: pagePath() })).json().data;
  const saved = await api(server, { method: 'PUT', path: `${pagePath()}/design`, body: { design, version } });
  if (saved.status !== 200) throw new Error(`design not saved on ${server.name}: ${saved.text}`);
  const published = await api(server, { method: 'POST', path: `${pagePath()}/publish` });
  if (published.status !== 200) throw new Error(`page not published on ${server.name}: ${published.text}`);
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath}/${entry.name}`.slice(dir.length + 1));
}

beforeAll(async () => {
  cluster = await startCluster({ processes: 2 });
  [a, b] = cluster.processes as [ServerProcess, ServerProcess];
  token = (await httpCall(a.port, { method: 'POST', path: '/api/v1/login', body: CLUSTER_DEMO })).json().access_token;
  // A session begun on A is good on B.
  const landing = (await api(b, { path: '/landings' })).json().data[0];
  landingId = landing.id;
  homePageId = landing.home_page_id;
}, 300_000);
afterAll(async () => {
  await cluster?.close();
}, 60_000);

describe('two processes of one install', () => {
  it('serves a page published on A from B within a second', async () => {
    await saveAndPublishOn(a, headlineDesign('First words from A'));
    expect((await visit(b)).text).toContain('First words from A');
    await saveAndPublishOn(a, headlineDesign('Second words from A'));
    const started = Date.now();
    await eventually(async () => ((await visit(b)).text.includes('Second words from A') ? true : undefined), 1000, 'B serving the new bytes');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers 404 on A within a second of an unpublish on B', async () => {
    expect((await visit(a)).status).toBe(200);
    expect((await api(b, { method: 'POST', path: `${pagePath()}/unpublish` })).status).toBe(200);
    await eventually(async () => ((await visit(a)).status === 404 ? true : undefined), 1000, 'A answering 404');
  });

  it('tells a tab connected to B of a save on A within a second, through nginx as well', async () => {
    const front = await startNginxFront([a.port, b.port]);
    const tabs: TestRealtimeTab[] = [];
    try {
      const onB = await openRealtimeTab(b.port, token);
      tabs.push(onB);
      const throughFront = await openRealtimeTab(front.port, token);
      tabs.push(throughFront);
      await saveAndPublishOn(a, headlineDesign('Saved on A, heard on B'));
      const { version } = (await api(a, { path: pagePath() })).json().data;
      for (const tab of [onB, throughFront]) {
        await eventually(async () => tab.heard.find((event) => event.type === 'page.saved' && event.version === version), 1000, 'the page.saved event');
      }
    } finally {
      for (const tab of tabs) tab.close();
      await front.stop();
    }
  });

  it('throttles sign-ins spread over A and B with the counts kept in Redis', async () => {
    const wrong = { email: CLUSTER_ADMIN.email, password: 'not-the-password' };
    const signIn = (attempt: number, body: object, address: string) =>
      httpCall((attempt % 2 === 0 ? a : b).port, { method: 'POST', path: '/api/v1/login', body, headers: { 'x-forwarded-for': address } });
    // Five failures of one address on one account close that address to it, on both processes.
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(attempt, wrong, '198.51.100.1')).status).toBe(422);
    for (const attempt of [0, 1]) {
      const answer = await signIn(attempt, CLUSTER_ADMIN, '198.51.100.1');
      expect(answer.status).toBe(429);
      expect(answer.json().message).toMatch(/Too many sign-in attempts/);
    }
    // Past ten failures from any addresses, the account itself waits before its next try, on both processes.
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(attempt, wrong, `198.51.100.${attempt + 2}`)).status).toBe(422);
    for (const attempt of [0, 1]) {
      const answer = await signIn(attempt, wrong, `198.51.100.${attempt + 40}`);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
  });

  it('serves from B an upload made through A, kept in S3 rather than on either disk', async () => {
    const bytes = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const body = multipartBody({}, { filename: 'shared.png', bytes, contentType: 'image/png' });
    const uploaded = await api(a, { method: 'POST', path: `/landings/${landingId}/files`, body: body.payload, headers: body.headers });
    expect(uploaded.status).toBe(201);
    const url: string = uploaded.json().data.url;
    const served = await httpCall(b.port, { path: url });
    expect(served.status).toBe(200);
    expect(await sharp(served.body).metadata()).toMatchObject({ width: 12, height: 8 });
    const name = url.split('/').at(-1)!;
    expect(filesUnder(cluster.s3Directory).some((file) => file.includes(name))).toBe(true);
  });

  it('runs a scheduled job once, on whichever process takes it', async () => {
    const enabled = await api(b, { method: 'PUT', path: `/landings/${landingId}/backup-records/automatic-backup-option`, body: { automatic_backup: true } });
    expect(enabled.status).toBe(200);
    const { automatic_backup_run: run } = await cluster.db.selectFrom('landings').select('automatic_backup_run').where('id', '=', landingId).executeTakeFirstOrThrow();
    // The day's job as if its day had come: due in a second, with both processes polling for it.
    const queue = await startQueue({ db: cluster.db, databaseUrl: cluster.databaseUrl, pollingIntervalSeconds: 1 });
    try {
      await queue.send(AUTOMATIC_BACKUP_JOB, { landingId, run }, { startAfterSeconds: 1 });
    } finally {
      await queue.stop();
    }
    const automaticBackups = async () =>
      Number((await cluster.db.selectFrom('backup_records').select((eb) => eb.fn.countAll().as('n')).where('landing_id', '=', landingId).where('kind', '=', 'automatic').executeTakeFirstOrThrow()).n);
    await eventually(async () => ((await automaticBackups()) > 0 ? true : undefined), 10_000, 'the scheduled backup');
    // Both processes poll every half second: a second run would show within this wait.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await automaticBackups()).toBe(1);
  });

  it('serves through nginx on deploy/nginx.conf: pages fresh after each publish, uploads from its cache, one request id', async () => {
    const front = await startNginxFront([a.port, b.port]);
    try {
      const throughFront = (path: string, host = SITE_HOST) => httpCall(front.port, { path, host });
      await saveAndPublishOn(a, headlineDesign('Through the front, once'));
      expect((await throughFront('/')).text).toContain('Through the front, once');
      await saveAndPublishOn(b, headlineDesign('Through the front, twice'));
      await eventually(async () => ((await throughFront('/')).text.includes('Through the front, twice') ? true : undefined), 1000, 'the front passing on the new page');

      const bytes = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#264653' } }).png().toBuffer();
      const body = multipartBody({}, { filename: 'front.png', bytes, contentType: 'image/png' });
      const url: string = (await api(front.port, { method: 'POST', path: `/landings/${landingId}/files`, body: body.payload, headers: body.headers, host: 'localhost' })).json().data.url;
      const first = await throughFront(url, 'localhost');
      const second = await throughFront(url, 'localhost');
      expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
      expect([second.status, second.headers['x-cache']]).toEqual([200, 'HIT']);
      expect(second.body.equals(first.body)).toBe(true);
      // nginx's $request_id is what the process logs and answers with.
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      await front.stop();
    }
  });

  it('loses no acknowledged write when A is killed during a burst, and B keeps serving', async () => {
    const FORM_ID = 'element-burst-form';
    await saveAndPublishOn(b, designOf([{ key: 'form', id: FORM_ID, props: { successMessage: 'Received.' } }, { key: 'button', props: { action: 'submit' } }]));
    const proxy = cluster.proxy.port;
    const savedVersions: number[] = [];
    const sentForms: string[] = [];
    let stop = false;
    let killedAt = 0;
    let answersAfterKill = 0;
    const saves = async () => {
      let version: number = (await api(proxy, { path: pagePath() })).json().data.version;
      for (let n = 0; !stop; n++) {
        const saved = await api(proxy, { method: 'PUT', path: `${pagePath()}/design`, body: { design: headlineDesign(`Burst save ${n}`), version } }).catch(() => undefined);
        if (saved?.status === 200) {
          version = saved.json().data.version;
          savedVersions.push(version);
          if (killedAt) answersAfterKill++;
        } else {
          // Not acknowledged (A died under it, or a retry found it applied): read where the page stands.
          const current = await api(proxy, { path: pagePath() }).catch(() => undefined);
          if (current?.status === 200) version = current.json().data.version;
        }
      }
    };
    let visitor = 0;
    const submissions = async () => {
      while (!stop) {
        const n = visitor++;
        const email = `visitor${n}@burst.test`;
        const answer = await httpCall(proxy, {
          method: 'POST',
          path: '/api/v1/site/forms/submit',
          host: SITE_HOST,
          // Every visitor from an address of their own, as the form's per-address limit expects.
          headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          body: { elementId: FORM_ID, pageUrl: '/', fields: { fullName: `Visitor ${n}`, email } },
        }).catch(() => undefined);
        if (answer?.status === 200) {
          sentForms.push(email);
          if (killedAt) answersAfterKill++;
        }
      }
    };
    const running = Promise.all([saves(), submissions(), submissions()]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    a.child.process.kill('SIGKILL');
    killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    stop = true;
    await running;

    expect(savedVersions.length).toBeGreaterThan(3);
    expect(sentForms.length).toBeGreaterThan(3);
    expect(answersAfterKill).toBeGreaterThan(0);
    // Saves went one after another: the page stands at the last acknowledged version or later.
    const page = await cluster.db.selectFrom('pages').select('version').where('id', '=', homePageId).executeTakeFirstOrThrow();
    expect(page.version).toBeGreaterThanOrEqual(savedVersions.at(-1)!);
    const stored = await cluster.db.selectFrom('contacts').select('fields').where('landing_id', '=', landingId).execute();
    const storedEmails = new Set(stored.map((row) => row.fields.email));
    expect(sentForms.filter((email) => !storedEmails.has(email))).toEqual([]);
    const afterwards = await httpCall(proxy, { path: '/', host: SITE_HOST });
    expect(afterwards.status).toBe(200);
    expect(afterwards.headers['x-served-by']).toBe(String(b.port));
    console.log(`burst: ${savedVersions.length} saves and ${sentForms.length} form posts acknowledged, ${answersAfterKill} of them after A was killed`);
  });
});
