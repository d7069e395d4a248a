import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { childOf } from './processes.ts';

/** The first few elements or console messages an audit names, as " (snippet, snippet)". */
function offenders(details: unknown): string {
  const items = (details as { items?: { node?: { snippet?: string }; description?: string }[] } | undefined)?.items ?? [];
  const snippets = items.flatMap((item) => (item.node?.snippet ? [item.node.snippet] : item.description ? [item.description] : [])).slice(0, 3);
  return snippets.length ? ` (${snippets.join(', ')})` : '';
}

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/**
 * The lowest of the scores that are checks (accessibility, best practices, SEO). Performance is
 * a timing that moves with the machine's load, so a bench prints it but does not fail on it.
 */
export const lowestCheckedScore = (scores: Record<(typeof CATEGORIES)[number], number>) => Math.min(scores.accessibility, scores['best-practices'], scores.seo);

/**
 * Lighthouse's scores (0–100) of `url` with its default settings (a mobile device, simulated
 * slow 4G and CPU) or its desktop preset (a 1350 px screen, a fast connection), in headless
 * Chromium started here and ended after the run.
 */
export async function lighthouseScores(
  url: string,
  chromium: string,
  timeoutMs: number,
  formFactor: 'mobile' | 'desktop' = 'mobile',
): Promise<{ scores: Record<(typeof CATEGORIES)[number], number>; failing: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'tessera-bench-chromium-'));
  const browser = spawn(
    chromium,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const child = childOf(browser);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
      browser.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took longer than ${timeoutMs} ms`)), timeoutMs);
    });
    const result = await Promise.race([lighthouse(url, { port, logLevel: 'error', onlyCategories: [...CATEGORIES] }, formFactor === 'desktop' ? desktopConfig : undefined), timeout]).finally(() => clearTimeout(timer));
    if (!result) throw new Error('Lighthouse returned nothing');
    const { categories, audits } = result.lhr;
    const scores = {} as Record<(typeof CATEGORIES)[number], number>;
    for (const category of CATEGORIES) scores[category] = Math.round((categories[category]?.score ?? 0) * 100);
    // What cost points outside performance (whose metrics are timings, not checks).
    const failing = (['accessibility', 'best-practices', 'seo'] as const).flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}${offenders(audits[ref.id]?.details)}`),
    );
    return { scores, failing };
  } finally {
    await child.stop();
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // Chromium's helper processes can outlive it and keep writing the profile; a temporary
      // folder left behind must not fail a measurement that succeeded.
    }
  }
}
