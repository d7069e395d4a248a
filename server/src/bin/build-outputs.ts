import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { builtStamp, REPO_ROOT, type BuildOutput } from './build-sources.mjs';

const STEPS: Record<BuildOutput, { label: string; run: () => Promise<void> }> = {
  spa: { label: 'the web app', run: async () => (await import('./build-spa.ts')).buildSpa() },
  islands: { label: 'the published-page scripts of interactive elements', run: async () => (await import('./build-islands.ts')).buildPluginIslands() },
  server: { label: 'the server', run: bundleStartScript },
  database: { label: 'the embedded database template', run: async () => (await import('./build-database-template.ts')).buildDatabaseTemplate() },
};

async function bundleStartScript(): Promise<void> {
  const [{ bundleServer }, { apps }] = await Promise.all([import('./bundle-server.ts'), import('@tessera/plugins')]);
  const appServers = apps.flatMap((app) => (app.server ? [app.server] : []));
  await bundleServer(join(REPO_ROOT, 'server', 'src', 'bin', 'start.ts'), appServers);
}

/** Builds each output in turn; its stamp is written only once it is complete. */
export async function buildOutputs(outputs: readonly BuildOutput[], log: (message: string) => void): Promise<void> {
  for (const output of outputs) {
    const started = performance.now();
    const stamp = builtStamp(output);
    rmSync(stamp, { force: true });
    await STEPS[output].run();
    mkdirSync(dirname(stamp), { recursive: true });
    writeFileSync(stamp, new Date().toISOString());
    log(`Built ${STEPS[output].label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
