import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../server/src/bin/source-freshness.ts';
import { childOf } from '../bench/processes.ts';
import { ensureNginx, freePort, nginxMainConfig, waitForHttp } from '../bench/serving.ts';

export interface NginxFront {
  port: number;
  stop(): Promise<void>;
}

/**
 * nginx running the shipped `deploy/nginx.conf` in front of the given processes: only its
 * upstream servers, its listen address and its cache folder are changed to this machine's.
 */
export async function startNginxFront(backends: readonly number[]): Promise<NginxFront> {
  const binary = ensureNginx((line) => console.log(line));
  if (!binary) throw new Error('nginx is not installed and could not be installed here');
  const dir = mkdtempSync(join(tmpdir(), 'tessera-nginx-front-'));
  // nginx's workers drop root: they must be able to write the cache and temporary folders.
  chmodSync(dir, 0o777);
  for (const folder of ['cache', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, folder));
    chmodSync(join(dir, folder), 0o777);
  }
  const port = await freePort();
  const shipped = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const site = shipped
    .replace(/^ {4}server app:3000 (.*)$/m, (_line, options: string) => backends.map((backend) => `    server 127.0.0.1:${backend} ${options}`).join('\n'))
    .replace('listen 80 default_server;', `listen 127.0.0.1:${port} default_server;`)
    .replace('/var/cache/nginx/tessera', join(dir, 'cache'));
  if (site === shipped || !site.includes(`127.0.0.1:${backends[0]}`)) throw new Error('deploy/nginx.conf no longer has the upstream and listen lines this front replaces');
  writeFileSync(join(dir, 'tessera.conf'), site);
  writeFileSync(join(dir, 'nginx.conf'), nginxMainConfig(dir, [`  include ${join(dir, 'tessera.conf')};`]));
  const child = childOf(spawn(binary, ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' }));
  const stop = async () => {
    await child.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, 10_000);
  } catch (error) {
    const log = (() => {
      try {
        return readFileSync(join(dir, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    })();
    await stop();
    throw new Error(`${String(error)}\n${log}`);
  }
  return { port, stop };
}
