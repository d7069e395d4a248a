import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';
import { REPO_ROOT, SERVER_ENV, SERVER_NODE_OPTIONS } from '../../server/src/bin/build-sources.mjs';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { startChild, type Child } from '../bench/processes.ts';
import { httpCall } from './http.ts';
import { RoundRobinProxy } from './round-robin-proxy.ts';

export const CLUSTER_ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-1' };
export const CLUSTER_DEMO = { email: 'demo@cluster.test', password: 'cluster-demo-1' };
const S3_BUCKET = 'tessera-uploads';

/** One `npm start` process of the install. */
export interface ServerProcess {
  name: string;
  port: number;
  child: Child;
}

/**
 * A whole install as production runs it: real server processes (`server/src/bin/launch.mjs`, as
 * `npm start` runs the compiled server) on one fresh PostgreSQL database, one Redis key prefix and one S3-compatible
 * bucket (s3rver, on a temporary folder), behind a round-robin proxy.
 */
export interface Cluster {
  processes: ServerProcess[];
  proxy: RoundRobinProxy;
  /** The cluster's database, for checks a client cannot make. */
  db: Db;
  databaseUrl: string;
  /** Where s3rver keeps the bucket's objects. */
  s3Directory: string;
  /** Starts one more process of the install (not yet behind the proxy). */
  addProcess(name: string): Promise<ServerProcess>;
  /** Starts a process that has ended (a kill, a crash) again, on its port and scratch folder, as a supervisor would; it takes its place in `processes`. */
  restart(server: ServerProcess): Promise<ServerProcess>;
  close(): Promise<void>;
}

/** The machine's PostgreSQL (DATABASE_URL, else 127.0.0.1:5432) and Redis (REDIS_URL, else 127.0.0.1:6379). */
export const serverUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(redisUrl());
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    await redis.quit();
  }
}

/** Polls the process's readiness probe until it answers 200. */
async function ready(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await httpCall(port, { path: '/readyz' }).catch(() => undefined);
    if (answer?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`the process on port ${port} was not ready within ${timeoutMs} ms: ${answer?.text ?? 'no answer'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One server process as `npm start` runs it, with `env` on top of this process's environment (undefined removes a variable); resolves once it is ready. */
export async function startServerProcess(name: string, env: Record<string, string | undefined>): Promise<ServerProcess> {
  const merged = { ...process.env, ...SERVER_ENV, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env };
  const defined = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const { child, match } = await startChild(process.execPath, [...SERVER_NODE_OPTIONS, 'src/bin/launch.mjs'], /running at http:\/\/localhost:(\d+)/, 180_000, { cwd: join(REPO_ROOT, 'server'), env: defined });
  const started = { name, port: Number(match[1]), child };
  await ready(started.port);
  return started;
}

export async function startCluster(options: { processes: number; logLevel?: string }): Promise<Cluster> {
  const id = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const databaseName = `tessera_cluster_${id}`;
  const redisPrefix = `tessera-cluster-${id}:`;
  const s3Directory = mkdtempSync(join(tmpdir(), 'tessera-s3rver-'));
  const dataDirs: string[] = [];
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Directory, configureBuckets: [{ name: S3_BUCKET }] });
  const s3Address = await s3.run();
  await onServer(`create database ${databaseName}`);
  const databaseUrl = Object.assign(new URL(serverUrl()), { pathname: `/${databaseName}` }).toString();
  // What every process of one install shares; each keeps only its own scratch folder.
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl(),
    TESSERA_REDIS_PREFIX: redisPrefix,
    TESSERA_SECRETS_KEY: randomBytes(32).toString('hex'),
    TESSERA_STORAGE: 's3',
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    TESSERA_ADMIN_EMAIL: CLUSTER_ADMIN.email,
    TESSERA_ADMIN_PASSWORD: CLUSTER_ADMIN.password,
    TESSERA_DEMO_EMAIL: CLUSTER_DEMO.email,
    TESSERA_DEMO_PASSWORD: CLUSTER_DEMO.password,
    TESSERA_AI_PROVIDER: 'fake',
    TESSERA_QUEUE_POLL_SECONDS: '0.5',
    TESSERA_ALLOW_PRIVATE_WEBHOOKS: '1',
    TESSERA_WEBHOOK_RETRY_DELAY: '1',
    LOG_LEVEL: options.logLevel ?? 'warn',
  };
  const processes: ServerProcess[] = [];
  const dataDirOf = new Map<string, string>();
  const addProcess = async (name: string): Promise<ServerProcess> => {
    const dataDir = mkdtempSync(join(tmpdir(), `tessera-cluster-${name}-`));
    dataDirs.push(dataDir);
    dataDirOf.set(name, dataDir);
    const started = await startServerProcess(name, { ...shared, TESSERA_DATA_DIR: dataDir });
    processes.push(started);
    return started;
  };
  const restart = async (server: ServerProcess): Promise<ServerProcess> => {
    await server.child.stop();
    const started = await startServerProcess(server.name, { ...shared, TESSERA_DATA_DIR: dataDirOf.get(server.name), PORT: String(server.port) });
    processes[processes.indexOf(server)] = started;
    return started;
  };
  // One after the other: the first migrates and seeds the empty database.
  for (let i = 0; i < options.processes; i++) await addProcess(String.fromCharCode(65 + i));
  const proxy = await new RoundRobinProxy(processes.map((server) => server.port)).start();
  const db = openDatabase({ databaseUrl });
  return {
    processes,
    proxy,
    db,
    databaseUrl,
    s3Directory,
    addProcess,
    restart,
    async close() {
      await proxy.stop();
      await Promise.all(processes.map((server) => server.child.stop()));
      await db.destroy();
      await onServer(`drop database if exists ${databaseName} with (force)`);
      await deleteRedisKeys(redisPrefix);
      await s3.close();
      for (const dir of [s3Directory, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
    },
  };
}
