import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { elements } from '@tessera/plugins';
import { REPO_ROOT } from '../../server/src/bin/source-freshness.ts';
import { buildIslands } from '../../server/src/islands/island-build.ts';
import { createPageRenderer } from '../../server/src/modules/sites/render-page.tsx';
import { createElementRegistry } from '../../server/src/plugins/plugin-host.ts';
import { generatePage } from './generate-page.ts';
import { pageWeight } from './page-weight.ts';

/** Prints figures; asserts nothing. Each section measures one thing the issues set a target for. */

const registry = createElementRegistry(elements);
const allKeys = registry.list().map((definition) => definition.id);
const staticKeys = registry.list().filter((definition) => !definition.island).map((definition) => definition.id);
const meta = { title: 'Bench page', description: 'Generated for the benchmark' };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const islandsDir = mkdtempSync(join(tmpdir(), 'tessera-bench-islands-'));
try {
  const manifest = await buildIslands(elements, islandsDir, REPO_ROOT);
  const renderPageHtml = createPageRenderer(registry, manifest);

  console.log('Server render of a published page (at publish time), static elements');
  for (const count of [60, 500]) {
    const page = generatePage(count, staticKeys);
    const coldStart = performance.now();
    const html = renderPageHtml(page, meta);
    const cold = performance.now() - coldStart;
    const warm: number[] = [];
    for (let i = 0; i < 100; i++) {
      const start = performance.now();
      renderPageHtml(page, meta);
      warm.push(performance.now() - start);
    }
    const weight = pageWeight(html, islandsDir);
    console.log(
      `  ${String(count).padStart(4)} elements: cold ${cold.toFixed(2)} ms, warm median ${median(warm).toFixed(2)} ms; HTML+CSS ${kb(Buffer.byteLength(html))} (${kb(weight.htmlGzip)} gzip), JavaScript ${weight.jsRaw} bytes`,
    );
  }

  console.log(`Published-page weight (${staticKeys.length} static element types, ${allKeys.length} in all)`);
  for (const [label, keys] of [
    ['one of each static element', staticKeys],
    ['one of every element', allKeys],
  ] as const) {
    const html = renderPageHtml(generatePage(keys.length, keys), meta);
    const weight = pageWeight(html, islandsDir);
    console.log(
      `  ${label.padEnd(27)}: HTML+CSS ${kb(weight.htmlGzip)} gzip; JavaScript ${weight.jsRaw} bytes (${weight.jsGzip} gzip) in ${weight.scripts} files`,
    );
  }
} finally {
  rmSync(islandsDir, { recursive: true, force: true });
}
