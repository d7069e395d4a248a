import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/src/bin/source-freshness.ts';
import { headlineDesign } from '../../server/src/testing/designs.ts';
import { multipartBody } from '../../server/src/testing/multipart.ts';
import { CLUSTER_DEMO, onServer, serverUrl, startServerProcess, type ServerProcess } from '../cluster/cluster.ts';
import { httpCall } from '../cluster/http.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-export-'));
const dumpFile = join(dataDir, 'export.sql');
const databaseName = `tessera_export_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl()), { pathname: `/${databaseName}` }).toString();
const running: ServerProcess[] = [];

/** An install as a user has it: `npm start` on the embedded database, the demo accounts, uploads in the data dir. */
const install = { TESSERA_DATA_DIR: dataDir, TESSERA_DEMO_EMAIL: CLUSTER_DEMO.email, TESSERA_DEMO_PASSWORD: CLUSTER_DEMO.password, LOG_LEVEL: 'warn' };

async function start(name: string, databaseUrl: string | undefined): Promise<ServerProcess> {
  const server = await startServerProcess(name, { ...install, DATABASE_URL: databaseUrl, REDIS_URL: undefined });
  running.push(server);
  return server;
}

async function signIn(server: ServerProcess): Promise<string> {
  const answer = await httpCall(server.port, { method: 'POST', path: '/api/v1/login', body: CLUSTER_DEMO });
  expect(answer.status).toBe(200);
  return answer.json().access_token;
}

afterAll(async () => {
  await Promise.all(running.map((server) => server.child.stop()));
  await onServer(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('moving an embedded install to PostgreSQL', () => {
  it('exports with npm run db:export, loads with psql, and serves the same accounts, site and uploads on DATABASE_URL', async () => {
    const embedded = await start('embedded', undefined);
    let token = await signIn(embedded);
    const landing = (await httpCall(embedded.port, { path: '/api/v1/landings', token })).json().data[0];
    const page = `/api/v1/landings/${landing.id}/pages/${landing.home_page_id}`;
    const { version } = (await httpCall(embedded.port, { path: page, token })).json().data;
    expect((await httpCall(embedded.port, { method: 'PUT', path: `${page}/design`, token, body: { design: headlineDesign('Moved without a loss'), version } })).status).toBe(200);
    expect((await httpCall(embedded.port, { method: 'POST', path: `${page}/publish`, token })).status).toBe(200);
    const image = await sharp({ create: { width: 9, height: 7, channels: 3, background: '#e76f51' } }).png().toBuffer();
    const body = multipartBody({}, { filename: 'kept.png', bytes: image, contentType: 'image/png' });
    const uploaded = await httpCall(embedded.port, { method: 'POST', path: `/api/v1/landings/${landing.id}/files`, token, body: body.payload, headers: body.headers });
    expect(uploaded.status).toBe(201);
    const uploadUrl: string = uploaded.json().data.url;
    // PGlite lets one process at a time open its folder: the server stops before the export.
    await embedded.child.stop();

    const exported = await run('npm', ['run', '--silent', 'db:export', '--', dumpFile], { cwd: REPO_ROOT, env: { ...process.env, TESSERA_DATA_DIR: dataDir } });
    expect(exported.stdout).toMatch(/Exported .* 1 agencies, 1 websites, \d+ pages\./);
    await onServer(`create database ${databaseName}`);
    await run('psql', ['-v', 'ON_ERROR_STOP=1', '-q', '-d', databaseUrl, '-f', dumpFile]);

    const moved = await start('postgres', databaseUrl);
    token = await signIn(moved);
    const landings = (await httpCall(moved.port, { path: '/api/v1/landings', token })).json().data;
    expect(landings.map((row: { id: number; title: string }) => [row.id, row.title])).toEqual([[landing.id, landing.title]]);
    const site = await httpCall(moved.port, { path: '/', host: 'demo.localhost' });
    expect(site.status).toBe(200);
    expect(site.text).toContain('Moved without a loss');
    const served = await httpCall(moved.port, { path: uploadUrl });
    expect(served.status).toBe(200);
    expect(await sharp(served.body).metadata()).toMatchObject({ width: 9, height: 7 });
  }, 240_000);
});
