import { elements } from '@tessera/plugins';
import { createPageRenderer } from '../../server/src/modules/sites/render-page.tsx';
import { createElementRegistry } from '../../server/src/plugins/plugin-host.ts';
import { generatePage } from './generate-page.ts';

/** Prints figures; asserts nothing. Each section measures one thing the issues set a target for. */

const registry = createElementRegistry(elements);
const keys = registry.list().map((definition) => definition.id);
const renderPageHtml = createPageRenderer(registry);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

console.log('Server render of a published page (renderPageHtml, at publish time)');
for (const count of [60, 500]) {
  const page = generatePage(count, keys);
  const meta = { title: 'Bench page', description: 'Generated for the benchmark' };
  const coldStart = performance.now();
  const html = renderPageHtml(page, meta);
  const cold = performance.now() - coldStart;
  const warm: number[] = [];
  for (let i = 0; i < 100; i++) {
    const start = performance.now();
    renderPageHtml(page, meta);
    warm.push(performance.now() - start);
  }
  console.log(
    `  ${String(count).padStart(4)} elements: cold ${cold.toFixed(2)} ms, warm median ${median(warm).toFixed(2)} ms, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB HTML`,
  );
}
