import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageDocument } from '@tessera/core';
import { buildIfStale } from '../../server/src/bin/build-if-stale.mjs';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_OPTIONS } from '../../server/src/bin/build-sources.mjs';
import { startChild, type Child } from './processes.ts';
import { scaled } from './scale.ts';
import { measure } from './load-generator.ts';
import { freePort, SITE_HOST } from './serving.ts';
import { expectBench, step } from './step.ts';

const DEMO = { email: 'memory-bench@example.test', password: 'memory-bench-1' };
/** The goals for the embedded default (PGlite), in MB resident. */
const GOALS = { idleAfterStart: 300, idleAfterLoad: 400, firstStartPeak: 800 };
/**
 * An idle figure is read once the process has been left alone until its resident memory stopped
 * falling for QUIET_MS (at most SETTLE_LIMIT_MS): V8's memory reducer gives the heap back in steps
 * some seconds apart, the first about 12 s after the last request (a heap of 240 MB after the
 * load fell to 86 MB then), so a reading 10 s after the load is not yet idle. The smoke run
 * (`--smoke`) waits a few seconds only: it proves the part runs, its idle figures are not settled.
 */
const QUIET_MS = scaled(16_000, 4_000);
const SETTLE_LIMIT_MS = scaled(45_000, 12_000);

const mb = (kilobytes: number) => Math.round(kilobytes / 1024);
/** Printed beside a figure: the goals are reported, not checked, until the server meets them on every machine. */
const against = (figure: number, goal: number) => `${figure} (goal ≤ ${goal}: ${figure <= goal ? 'met' : 'NOT met'})`;

/** A figure of /proc/<pid>/status, in kB: VmRSS (resident now) or VmHWM (the most it has been). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident MB of `pid` once idle (see QUIET_MS), and how long it took to settle. */
async function idleRss(pid: number): Promise<{ mb: number; seconds: number }> {
  const started = Date.now();
  let lowest = statusKb(pid, 'VmRSS');
  let lowestAt = started;
  while (Date.now() - lowestAt < QUIET_MS && Date.now() - started < SETTLE_LIMIT_MS) {
    await sleep(1000);
    const now = statusKb(pid, 'VmRSS');
    // A fall of under 1 MB is the allocator's noise, not the heap being given back.
    if (now < lowest - 1024) lowestAt = Date.now();
    lowest = Math.min(lowest, now);
  }
  return { mb: mb(statusKb(pid, 'VmRSS')), seconds: Math.round((Date.now() - started) / 1000) };
}

/** The compiled server as `npm start` runs it (its Node options and environment too), on the embedded database in `dataDir`. */
async function startServer(dataDir: string, port: number): Promise<{ child: Child; pid: number; readyMs: number }> {
  const env = { ...SERVER_ENV, PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn', TESSERA_DATA_DIR: dataDir, TESSERA_DEMO_EMAIL: DEMO.email, TESSERA_DEMO_PASSWORD: DEMO.password };
  const { child, match } = await startChild(process.execPath, [...SERVER_NODE_OPTIONS, SERVER_BUNDLE], /ready in (\d+) ms/, 600_000, { env });
  return { child, pid: child.process.pid!, readyMs: Number(match[1]) };
}

async function api(port: number, method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown> & { data: unknown };
}

/** Publishes `design` as the demo website's home page and returns the demo agency's token. */
async function publishDemoHome(port: number, design: PageDocument): Promise<string> {
  const token = (await api(port, 'POST', '/login', undefined, DEMO)).access_token as string;
  const [landing] = (await api(port, 'GET', '/landings', token)).data as { id: number; home_page_id: number }[];
  const page = `/landings/${landing!.id}/pages/${landing!.home_page_id}`;
  const { version } = (await api(port, 'GET', page, token)).data as { version: number };
  await api(port, 'PUT', `${page}/design`, token, { design, version });
  await api(port, 'POST', `${page}/publish`, token);
  return token;
}

/**
 * Resident memory of the compiled server on the embedded database (PGlite), as an operator's
 * `top` shows it: the peak of a first start on an empty data dir (migrations, seed, starter
 * collection; the build made the database's initdb and migrations), idle after that start, idle
 * after serving a published page and the API under load, and on a second start of the same data
 * dir (with its time to ready). The build is made first if it is stale, in a process of its own
 * (its peak is the build's, not the server's).
 */
export async function memoryBench(page: PageDocument): Promise<void> {
  await step('build the server', () => buildIfStale((message) => console.log(`  ${message}`)));
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-memory-'));
  try {
    const port = await freePort();
    console.log('Resident memory of the compiled server on the embedded database (MB; goals: idle ≤ 300 after start, ≤ 400 after load, first-start peak ≤ 800)');
    const first = await step('first start on an empty data dir', () => startServer(dataDir, port));
    try {
      const afterStart = await idleRss(first.pid);
      const firstPeak = mb(statusKb(first.pid, 'VmHWM'));
      console.log(`  first start (empty data dir): ready in ${first.readyMs} ms, peak ${against(firstPeak, GOALS.firstStartPeak)}, idle ${afterStart.mb} (after ${afterStart.seconds} s)`);

      const token = await step('publish the demo home page', () => publishDemoHome(port, page));
      const seconds = scaled(10, 2);
      const site = await step('load the published page', () => measure(`http://127.0.0.1:${port}/`, { host: `${SITE_HOST}:${port}`, 'accept-encoding': 'gzip' }, seconds));
      const uncompressed = await step('load the published page uncompressed', () => measure(`http://127.0.0.1:${port}/`, { host: `${SITE_HOST}:${port}`, 'accept-encoding': 'identity' }, seconds));
      const apiLoad = await step('load the website list of the API', () => measure(`http://127.0.0.1:${port}/api/v1/landings`, { authorization: `Bearer ${token}` }, seconds));
      expectBench(site.errors + uncompressed.errors + apiLoad.errors === 0, 'the server to answer every request under load');
      const loadPeak = mb(statusKb(first.pid, 'VmHWM'));
      const afterLoad = await idleRss(first.pid);
      console.log(
        `  after ${seconds} s each of the published page (gzip, ${Math.round(site.requestsPerSecond)} req/s; uncompressed, ${Math.round(uncompressed.requestsPerSecond)} req/s) and the API's website list (${Math.round(apiLoad.requestsPerSecond)} req/s), 50 connections: peak ${loadPeak}, idle ${against(afterLoad.mb, GOALS.idleAfterLoad)} (after ${afterLoad.seconds} s)`,
      );
    } finally {
      await first.child.stop();
    }

    const second = await step('second start on the same data dir', () => startServer(dataDir, port));
    try {
      const idle = await idleRss(second.pid);
      console.log(`  second start (same data dir): ready in ${second.readyMs} ms, peak ${mb(statusKb(second.pid, 'VmHWM'))}, idle ${against(idle.mb, GOALS.idleAfterStart)} (after ${idle.seconds} s)`);
    } finally {
      await second.child.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
