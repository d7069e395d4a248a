import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from './build-sources.mjs';
import { buildIfStale } from './build-if-stale.mjs';

/**
 * The compiled server as production runs it (`node server/dist/server/start.js`) on its own
 * embedded database, stopped with SIGTERM while a request is still arriving.
 */
const DEMO = { email: 'shutdown@example.test', password: 'shutdown-password-1' };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server prints that it runs; rejects if it exits first. */
function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Tessera is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output.slice(-3000)}`)));
  });
}

/** Processes of the process group `group` (the server was started as its leader), read from /proc. */
function processesInGroup(group: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Fields after the command name (which may hold spaces) start at ") ": state, ppid, pgrp.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function waitUntil(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM on the compiled server', () => {
  let dataDir: string;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    buildIfStale();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-shutdown-'));
    port = await freePort();
    server = spawn(process.execPath, [SERVER_BUNDLE], {
      // Its own process group, so whatever it started is found even after it has gone.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TESSERA_DATA_DIR: dataDir,
        TESSERA_DEMO_EMAIL: DEMO.email,
        TESSERA_DEMO_PASSWORD: DEMO.password,
      },
    });
    await ready(server);
  }, 600_000);

  afterAll(() => {
    if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections, closes the database and exits 0 leaving no process behind', async () => {
    const body = JSON.stringify(DEMO);
    // A sign-in whose body arrives in two parts, the second only after the stop has begun.
    let slow!: ClientRequest;
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/v1/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response: IncomingMessage) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      });
      slow.on('error', reject);
    });
    const half = Math.floor(body.length / 2);
    slow.write(body.slice(0, half));
    slow.flushHeaders();
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    // The request has reached the server once the server holds its connection.
    await waitUntil(async () => !(await connectionRefused(port)), 'the server accepts connections');
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.kill('SIGTERM');
    await waitUntil(() => connectionRefused(port), 'new connections are refused');
    expect(server.exitCode).toBeNull();

    slow.end(body.slice(half));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('access_token');

    const timeout = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref());
    expect(await Promise.race([exited, timeout])).toBe(0);
    expect(processesInGroup(server.pid!)).toEqual([]);
    // PostgreSQL removes its lock file when the database is shut down cleanly.
    expect(existsSync(join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);
  }, 60_000);
});
