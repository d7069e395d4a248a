import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { startCluster } from './cluster.ts';
import { httpCall } from './http.ts';
import { prepareSoakSite, SITE_HOST } from './soak-site.ts';
import { KINDS, SoakTraffic, type Kind, type TrafficRecord } from './soak-traffic.ts';
import { verifySoak, type SoakFindings } from './soak-verify.ts';

/**
 * The soak with a kill (`npm run soak`, SOAK_SECONDS long, 600 by default): two `npm start`
 * processes on PostgreSQL, Redis and S3 behind the round-robin proxy take mixed traffic at a
 * bounded rate; halfway through one of them is killed with SIGKILL and started again while the
 * traffic goes on. Afterwards the database must hold every write the cluster acknowledged, no
 * checkout may have made two orders, and every process must serve the last published design.
 */
export interface SoakOptions {
  seconds: number;
  /** Requests a second over all kinds (default 20). */
  ratePerSecond?: number;
  /** Progress lines (the kill, the restart). */
  log?: (line: string) => void;
}

export interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface SoakReport {
  /** How long the traffic ran: SOAK_SECONDS, or longer when the restart took long. */
  seconds: number;
  ratePerSecond: number;
  counts: TrafficRecord['counts'];
  skipped: number;
  conflicts: number;
  /** Site reads answered 200, over the whole soak and in its three phases. */
  siteReads: Record<'all' | 'beforeKill' | 'whileDown' | 'afterRestart', Latencies>;
  /** Acknowledged writes' latencies, by kind. */
  writes: Record<Exclude<Kind, 'read'>, Latencies>;
  kill: {
    process: string;
    atSecond: number;
    /** From the kill until the restarted process answered its readiness probe. */
    downSeconds: number;
    acknowledgedWritesAfterKill: number;
    acknowledgedWritesWhileDown: number;
    /** Acknowledged requests the restarted process answered once it was back. */
    answeredByRestarted: number;
  };
  findings: SoakFindings;
  /** The machine's one-minute load average as the traffic began and as it ended: the latencies mean little without it. */
  loadAverage: { atStart: number; atEnd: number };
  /** Whether each process (by name) serves the last published design. */
  served: Record<string, boolean>;
}

/** Traffic goes on at least this long after the restart: longer than the proxy leaves a failed server out (10 s). */
const AFTER_RESTART_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function latencies(answers: readonly { ms: number }[]): Latencies {
  const sorted = answers.map((answer) => answer.ms).sort((x, y) => x - y);
  const at = (fraction: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

function acknowledgedWritesBetween(record: TrafficRecord, from: number, to: number): number {
  return [record.saves, record.publishes, record.forms, record.checkouts].flat().filter((write) => write.at > from && write.at <= to).length;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const ratePerSecond = options.ratePerSecond ?? 20;
  const log = options.log ?? (() => {});
  const cluster = await startCluster({ processes: 2 });
  try {
    const [victim, survivor] = cluster.processes as [(typeof cluster.processes)[number], (typeof cluster.processes)[number]];
    // The site is set up on the process that is not killed, so the payment account it connects outlives the kill.
    const site = await prepareSoakSite(survivor);
    const traffic = new SoakTraffic(cluster.proxy.port, site);
    await traffic.start(ratePerSecond);
    const begun = Date.now();
    const loadAtStart = loadavg()[0]!;
    log(`soak: ${options.seconds} s at ${ratePerSecond} req/s through the proxy to processes ${cluster.processes.map((server) => server.name).join(' and ')}`);

    await sleep(begun + (options.seconds * 1000) / 2 - Date.now());
    const killedAt = Date.now();
    const exited = new Promise((resolve) => victim.child.process.once('exit', resolve));
    victim.child.process.kill('SIGKILL');
    await exited;
    log(`soak: ${victim.name} killed (SIGKILL) at ${Math.round((killedAt - begun) / 1000)} s, starting it again`);
    const restarted = await cluster.restart(victim);
    const backAt = Date.now();
    log(`soak: ${victim.name} ready again after ${((backAt - killedAt) / 1000).toFixed(1)} s`);

    // A slow restart lengthens the soak: the restarted process must be seen taking traffic again.
    await sleep(Math.max(begun + options.seconds * 1000, backAt + AFTER_RESTART_MS) - Date.now());
    await traffic.stop();
    const trafficSeconds = (Date.now() - begun) / 1000;
    const loadAtEnd = loadavg()[0]!;
    const { record } = traffic;
    const findings = await verifySoak(cluster.db, site, record);
    const served: Record<string, boolean> = {};
    for (const server of cluster.processes) {
      const page = await httpCall(server.port, { path: '/', host: SITE_HOST }).catch(() => undefined);
      served[server.name] = page?.status === 200 && findings.publishedMarker !== undefined && page.text.includes(findings.publishedMarker);
    }
    const reads = record.answers.filter((answer) => answer.kind === 'read');
    const writesOf = (kind: Kind) => latencies(record.answers.filter((answer) => answer.kind === kind));
    return {
      seconds: trafficSeconds,
      ratePerSecond,
      counts: record.counts,
      skipped: record.skipped,
      conflicts: record.conflicts,
      siteReads: {
        all: latencies(reads),
        beforeKill: latencies(reads.filter((read) => read.at <= killedAt)),
        whileDown: latencies(reads.filter((read) => read.at > killedAt && read.at <= backAt)),
        afterRestart: latencies(reads.filter((read) => read.at > backAt)),
      },
      writes: { form: writesOf('form'), save: writesOf('save'), publish: writesOf('publish'), checkout: writesOf('checkout') },
      kill: {
        process: victim.name,
        atSecond: (killedAt - begun) / 1000,
        downSeconds: (backAt - killedAt) / 1000,
        acknowledgedWritesAfterKill: acknowledgedWritesBetween(record, killedAt, Infinity),
        acknowledgedWritesWhileDown: acknowledgedWritesBetween(record, killedAt, backAt),
        answeredByRestarted: record.answers.filter((answer) => answer.port === restarted.port && answer.at > backAt).length,
      },
      findings,
      loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
      served,
    };
  } finally {
    await cluster.close();
  }
}

/** Whether the soak passed: nothing acknowledged lost, no order twice, the last publish served everywhere. */
export const soakPassed = (report: SoakReport) =>
  report.findings.lost.length === 0 && report.findings.duplicateOrders.length === 0 && Object.values(report.served).every(Boolean);

export function formatSoakReport(report: SoakReport): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  const lines = [
    `soak: ${Math.round(report.seconds)} s at ${report.ratePerSecond} req/s; ${report.kill.process} killed (SIGKILL) at ${Math.round(report.kill.atSecond)} s and ready again ${report.kill.downSeconds.toFixed(1)} s later; load average ${report.loadAverage.atStart.toFixed(1)} at the start, ${report.loadAverage.atEnd.toFixed(1)} at the end`,
    ...KINDS.map((kind) => {
      const counts = report.counts[kind];
      const refused = Object.entries(counts.notAcknowledged).map(([why, n]) => `${why}×${n}`);
      const timing = kind === 'read' ? '' : `, p50 ${ms(report.writes[kind].p50)}, p99 ${ms(report.writes[kind].p99)}`;
      return `  ${kind.padEnd(8)} ${String(counts.sent).padStart(6)} sent, ${String(counts.acknowledged).padStart(6)} acknowledged${timing}${refused.length ? `; not acknowledged: ${refused.join(' ')}` : ''}`;
    }),
    ...(
      [
        ['all', 'site reads'],
        ['beforeKill', '  before the kill'],
        ['whileDown', `  while ${report.kill.process} was down`],
        ['afterRestart', '  after the restart'],
      ] as const
    ).map(([phase, label]) => {
      const reads = report.siteReads[phase];
      return `  ${label}: ${reads.count} answered 200, p50 ${ms(reads.p50)}, p99 ${ms(reads.p99)}, max ${ms(reads.max)}`;
    }),
    `  save conflicts (409, reloaded): ${report.conflicts}; ticks skipped: ${report.skipped}`,
    `  writes acknowledged after the kill: ${report.kill.acknowledgedWritesAfterKill} (${report.kill.acknowledgedWritesWhileDown} while ${report.kill.process} was down); requests the restarted ${report.kill.process} answered: ${report.kill.answeredByRestarted}`,
    `  acknowledged writes lost: ${report.findings.lost.length}${report.findings.lost.length ? `\n    ${report.findings.lost.slice(0, 20).join('\n    ')}` : ''}`,
    `  duplicate orders: ${report.findings.duplicateOrders.length}${report.findings.duplicateOrders.length ? `\n    ${report.findings.duplicateOrders.slice(0, 20).join('\n    ')}` : ''}`,
    `  last publish served by ${Object.entries(report.served)
      .map(([name, ok]) => `${name} ${ok ? 'yes' : 'NO'}`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const seconds = Number(process.env.SOAK_SECONDS ?? 600);
  const ratePerSecond = Number(process.env.SOAK_RATE ?? 20);
  if (!(seconds >= 10) || !(ratePerSecond > 0)) {
    console.error('SOAK_SECONDS must be at least 10 and SOAK_RATE above 0');
    process.exit(2);
  }
  const report = await runSoak({ seconds, ratePerSecond, log: (line) => console.log(line) });
  console.log(formatSoakReport(report));
  process.exit(soakPassed(report) ? 0 : 1);
}
