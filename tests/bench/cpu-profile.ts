import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `TESSERA_BENCH_PROFILE=1`: each profiled step of the designer bench prints where its main-thread time went. */
export const PROFILING = Boolean(process.env.TESSERA_BENCH_PROFILE);
const TOP = 15;
/** Where each profile and trace is written whole, to open in Chromium's DevTools (Performance panel, Load profile). */
const PROFILE_DIR = fileURLToPath(new URL('../.output/profiles/', import.meta.url));

/**
 * Runs `work` under Chromium's sampling profiler (when PROFILING) and prints the functions with
 * the most self time, named by file and line of the built bundle, so a figure that moved can be
 * traced to the code that moved it.
 */
export async function profiled<T>(page: Page, label: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILING) return work();
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    await session.detach();
    const trace = await browser.stopTracing();
    console.log(`    main thread during ${label}: ${mainThreadWork(trace)}`);
    mkdirSync(PROFILE_DIR, { recursive: true });
    const file = join(PROFILE_DIR, `${label.replace(/\W+/g, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    writeFileSync(file.replace(/cpuprofile$/, 'trace.json'), trace);
    console.log(`    profile of ${label} (self time, top ${TOP}; whole in ${file}):`);
    for (const line of hotFunctions(profile)) console.log(`      ${line}`);
  }
}

function hotFunctions(profile: CpuProfile): string[] {
  const frameOf = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const selfMs = new Map<string, number>();
  profile.samples.forEach((nodeId, index) => {
    const frame = frameOf.get(nodeId)!;
    if (frame.functionName === '(idle)') return;
    const file = frame.url.split('/').pop() || '';
    const key = `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`;
    selfMs.set(key, (selfMs.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  return [
    `busy ${total.toFixed(0)} ms`,
    ...[...selfMs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms  ${name}`),
  ];
}

/** What the renderer's main thread spent its time on, by trace event (style, layout, paint and script are each a name). */
function mainThreadWork(trace: Buffer): string {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: { name: string; ph: string; dur?: number; pid: number; tid: number; args?: { name?: string } }[] };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const totals = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !event.dur || !main || event.pid !== main.pid || event.tid !== main.tid) continue;
    if (!TRACE_NAMES.includes(event.name)) continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  return TRACE_NAMES.filter((name) => totals.has(name))
    .map((name) => `${name} ${totals.get(name)!.toFixed(0)} ms`)
    .join(', ');
}

/** The trace events worth adding up: whole tasks, then script, style, layout and paint inside them (nested, so they overlap RunTask). */
const TRACE_NAMES = ['RunTask', 'EvaluateScript', 'FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'ParseHTML', 'MinorGC', 'MajorGC'];
