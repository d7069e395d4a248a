import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { ensureDebianPackage } from './debian-package.ts';

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;

/**
 * 50 connections on loopback for `seconds`, after a short warm-up; never longer than that. As
 * fast as the server answers, or at about `rate` requests a second in all.
 *
 * The load comes from wrk (Debian's package, installed like nginx when missing): one thread of
 * C. autocannon, in this Node process, was the limit of every earlier figure: it carried nginx
 * at 11,000–13,000 requests a second where wrk carries it at 45,000 on the same machine, so
 * "Tessera as fast as nginx" only said the client was saturated. autocannon remains for a
 * machine where wrk cannot be installed, and says so.
 */
export async function measure(url: string, headers: Record<string, string>, seconds: number, rate?: number): Promise<Throughput> {
  await measureOnce(url, headers, WARM_UP_SECONDS, rate);
  return measureOnce(url, headers, seconds, rate);
}

/** `measure` without its warm-up: the load starts at once, for a caller that acts during it. */
export function measureOnce(url: string, headers: Record<string, string>, seconds: number, rate?: number): Promise<Throughput> {
  const wrk = ensureDebianPackage('/usr/bin/wrk', 'wrk');
  return wrk ? runWrk(wrk, url, headers, seconds, rate) : runAutocannon(url, headers, seconds, rate);
}

/** Which client `measure` loads with here, for the figures' heading. */
export const loadGeneratorName = (): string => (ensureDebianPackage('/usr/bin/wrk', 'wrk') ? 'wrk, one thread' : 'autocannon (wrk could not be installed here: it is the limit above about 10,000 requests a second)');

/**
 * wrk paces only through its Lua `delay()`: each connection waits a random time (exponential,
 * so the arrivals are a Poisson stream, not bursts of all 50 at once) averaging 50 ÷ `rate`
 * seconds between its requests. wrk times a request from when it is written, so a stall the
 * connections queue behind counts for the requests caught in it, not for those it held back.
 */
async function runWrk(binary: string, url: string, headers: Record<string, string>, seconds: number, rate?: number): Promise<Throughput> {
  // wrk adds its own Host header unless given one spelt "Host".
  const canonical = (name: string) => name.replace(/(^|-)([a-z])/g, (letter) => letter.toUpperCase());
  // wrk counts an answer slower than its default 2 s as an error; autocannon waited 10 s, and the
  // memory part's API load on a slow machine passes 2 s at its tail.
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${canonical(name)}: ${value}`])];
  const dir = rate ? mkdtempSync(join(tmpdir(), 'tessera-bench-wrk-')) : undefined;
  try {
    if (dir && rate) {
      const meanMs = (1000 * CONNECTIONS) / rate;
      writeFileSync(join(dir, 'paced.lua'), `function delay()\n  return -math.log(1 - math.random()) * ${meanMs.toFixed(3)}\nend\n`);
      args.push('-s', join(dir, 'paced.lua'));
    }
    const { stdout } = await promisify(execFile)(binary, [...args, url], { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
    return parseWrk(stdout);
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** wrk's summary: "Requests/sec:", the latency distribution's lines ("99%   4.12ms"), and its error lines. */
function parseWrk(output: string): Throughput {
  const requests = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!requests) throw new Error(`wrk printed no throughput:\n${output}`);
  const percentile = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${label}th percentile:\n${output}`);
    return Number((Number(match[1]) * MS_PER_UNIT[match[2]!]!).toFixed(2));
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0);
  return { requestsPerSecond: Number(requests[1]), p50: percentile('50'), p99: percentile('99'), errors };
}

async function runAutocannon(url: string, headers: Record<string, string>, seconds: number, rate?: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, ...(rate ? { overallRate: rate } : {}) });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The servers of `urls` loaded in turns, `rounds` times each for `seconds`, and each figure's
 * median over the rounds (`figures`), with every round's (`runs`): on a shared 2-core machine
 * the load of the moment moves one run by half, and a figure taken in one block for each would
 * measure the moment.
 */
export async function measureInTurns<Name extends string>(urls: Partial<Record<Name, string>>, headers: Record<string, string>, seconds: number, rounds: number, rate?: number) {
  const targets = Object.entries(urls).filter((entry): entry is [Name, string] => typeof entry[1] === 'string');
  const names = targets.map(([name]) => name);
  const runs = Object.fromEntries(names.map((name) => [name, [] as Throughput[]])) as Partial<Record<Name, Throughput[]>>;
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of targets) runs[name]!.push(await measure(url, headers, seconds, rate));
  }
  const summary = (of: Throughput[]): Throughput => ({
    requestsPerSecond: median(of.map((run) => run.requestsPerSecond)),
    p50: median(of.map((run) => run.p50)),
    p99: median(of.map((run) => run.p99)),
    errors: of.reduce((sum, run) => sum + run.errors, 0),
  });
  return { figures: Object.fromEntries(names.map((name) => [name, summary(runs[name]!)])) as Partial<Record<Name, Throughput>>, runs };
}
