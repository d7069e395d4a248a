import { describe, expect, it } from 'vitest';
import { KINDS } from './soak-traffic.ts';
import { formatSoakReport, runSoak } from './soak.ts';

/**
 * The CI version of `npm run soak`: half a minute of mixed traffic with a kill, on the machine's
 * PostgreSQL and Redis. A run without DATABASE_URL (the embedded PGlite default) has no shared
 * database for two processes, so the soak is skipped there.
 */
const seconds = Number(process.env.SOAK_SECONDS ?? 30);

describe.skipIf(!process.env.DATABASE_URL)('a soak with a kill', () => {
  it('loses no acknowledged write and makes no order twice when one of two processes is killed and restarted mid-traffic', async () => {
    const report = await runSoak({ seconds });
    console.log(formatSoakReport(report));
    expect(report.findings.lost).toEqual([]);
    expect(report.findings.duplicateOrders).toEqual([]);
    for (const kind of KINDS) expect(report.counts[kind].acknowledged, `${kind} acknowledged`).toBeGreaterThan(0);
    // The traffic went on through the kill: writes were acknowledged after it, and both processes serve the last publish.
    expect(report.kill.acknowledgedWritesAfterKill).toBeGreaterThan(0);
    expect(report.kill.answeredByRestarted).toBeGreaterThan(0);
    expect(report.served).toEqual({ A: true, B: true });
  }, (seconds + 600) * 1000);
});
