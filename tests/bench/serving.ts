import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from '../../server/src/bin/build-sources.mjs';
import { ensureDebianPackage } from './debian-package.ts';
import { childOf, startChild, type Child } from './processes.ts';

export const SITE_HOST = 'demo.localhost';
const NGINX = '/usr/sbin/nginx';

/** The body of a GET as sent (not decompressed); fetch cannot set the Host header a site is chosen by. */
export function getBytes(port: number, host: string, path: string, headers: Record<string, string> = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { ...headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => (response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`GET ${host}${path} answered ${response.statusCode}`))));
    }).on('error', reject);
  });
}

/** The Tessera server with the bench pages published, in a process of its own, with the Node options and environment production runs it with. */
export async function startSiteServer(): Promise<{ child: Child; port: number }> {
  const script = new URL('./site-server.ts', import.meta.url).pathname;
  const { child, match } = await startChild(process.execPath, [...SERVER_NODE_OPTIONS, '--import', 'tsx', script], /READY (\d+)/, 120_000, { env: { ...process.env, ...SERVER_ENV } });
  return { child, port: Number(match[1]) };
}

/** Headers of Tessera's answer that the reference sets itself, per request or per encoding. */
const PER_ANSWER_HEADERS = new Set(['x-request-id', 'content-encoding', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * node:http alone (`node-reference-server.mjs`) answering with the page's bytes and Tessera's
 * headers (`answerHeaders`, from Tessera's gzip answer), with the Node options Tessera runs
 * with: the most a Node.js process can be expected to carry here.
 */
export async function startNodeReference(html: Buffer, gzipped: Buffer, answerHeaders: IncomingHttpHeaders): Promise<{ child: Child; port: number; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-node-'));
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.gz'), gzipped);
  writeFileSync(join(dir, 'headers.json'), JSON.stringify(Object.fromEntries(Object.entries(answerHeaders).filter(([name]) => !PER_ANSWER_HEADERS.has(name)))));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    const script = new URL('./node-reference-server.mjs', import.meta.url).pathname;
    const { child, match } = await startChild(process.execPath, [...SERVER_NODE_OPTIONS, script, dir], /READY (\d+)/, 30_000, { env: { ...process.env, ...SERVER_ENV } });
    return { child, port: Number(match[1]), dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

/** nginx from Debian, installed with apt-get when it is missing; undefined when that is not possible here. */
export function ensureNginx(log: (line: string) => void): string | undefined {
  return ensureDebianPackage(NGINX, 'nginx', log);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * nginx with one worker (one process, like the Tessera server) serving `html` as a static
 * file, and `gzipped` (the very bytes Tessera sends) to clients that accept gzip.
 */
export async function startNginx(binary: string, html: Buffer, gzipped: Buffer): Promise<{ child: Child; port: number; dispose(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-nginx-'));
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'index.html'), html, { mode: 0o644 });
  writeFileSync(join(dir, 'index.html.gz'), gzipped, { mode: 0o644 });
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    nginxMainConfig(dir, [
      '  default_type text/html;',
      '  sendfile on; tcp_nopush on; keepalive_requests 100000; gzip_static on;',
      `  server { listen 127.0.0.1:${port}; root ${dir}; location / { try_files /index.html =404; } }`,
    ]),
  );
  const child = childOf(spawn(binary, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' }));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, 10_000);
  } catch (error) {
    await child.stop();
    dispose();
    throw error;
  }
  return { child, port, dispose };
}

/** nginx's main configuration for one worker run from `dir` (pid, logs and temporary files there), around `http` lines of the caller's. */
export function nginxMainConfig(dir: string, http: readonly string[]): string {
  return [
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    ...http,
    '}',
    '',
  ].join('\n');
}

/** Polls `url` until it answers 200; nginx says nothing when it is ready. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
