import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyElementDefinition } from '@tessera/sdk';
import type { Plugin, Rolldown } from 'vite';
import { markBuilt } from './island-files.ts';

/**
 * Where each island's script is served, relative to /_islands/: `<id>.<content hash>.js`.
 * Manifests written before the names carried the hash say `<id>.js?v=<hash>`.
 */
export type IslandManifest = Record<string, string>;

export const ISLANDS_URL_PREFIX = '/_islands/';
const MANIFEST_FILE = 'islands-manifest.json';
const VIRTUAL_PREFIX = 'virtual:tessera-island/';

/** Page-level islands of the system, built beside the plugins' and named in the same manifest: `popups` runs a page's popups. */
export const SYSTEM_ISLANDS: Readonly<Record<string, string>> = {
  popups: fileURLToPath(new URL('./system/popups-island.ts', import.meta.url)),
};

/** One entry module per island plugin: import its island and mount it on every element of that plugin. */
function islandEntries(plugins: readonly AnyElementDefinition[]): Plugin {
  const byId = new Map(plugins.map((plugin) => [plugin.id, plugin.island!]));
  return {
    name: 'tessera-island-entries',
    resolveId: (id) => (id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL_PREFIX}`)) return undefined;
      const pluginId = id.slice(VIRTUAL_PREFIX.length + 1);
      return [
        `import island from ${JSON.stringify(byId.get(pluginId))};`,
        `import { mountIslands } from '@tessera/sdk/island';`,
        `mountIslands(${JSON.stringify(pluginId)}, island);`,
      ].join('\n');
    },
  };
}

/**
 * Bundles the islands of the installed plugins into `outDir` and writes their manifest. Every
 * file is named by its content's hash and earlier builds' files stay: a published page keeps
 * loading the script it was rendered with until island-prune.ts finds nothing stored names it.
 */
export async function buildIslands(plugins: readonly AnyElementDefinition[], outDir: string, root: string): Promise<IslandManifest> {
  const withIslands = plugins.filter((plugin) => plugin.island);
  const clash = withIslands.find((plugin) => Object.hasOwn(SYSTEM_ISLANDS, plugin.id));
  if (clash) throw new Error(`Plugin id "${clash.id}" is taken by a system island`);
  const manifest: IslandManifest = {};
  if (withIslands.length || Object.keys(SYSTEM_ISLANDS).length) {
    const { build } = await import('vite');
    // Vite's build sets NODE_ENV=production for the whole process when it is unset; put it back
    // so what runs next in this process (a dev server, a bench) keeps its own mode.
    const nodeEnv = process.env.NODE_ENV;
    const output = await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      plugins: [islandEntries(withIslands)],
      build: {
        outDir,
        emptyOutDir: false,
        target: 'es2020',
        modulePreload: false,
        copyPublicDir: false,
        rollupOptions: {
          input: { ...Object.fromEntries(withIslands.map((plugin) => [plugin.id, `${VIRTUAL_PREFIX}${plugin.id}`])), ...SYSTEM_ISLANDS },
          output: { format: 'es', entryFileNames: '[name].[hash:10].js', chunkFileNames: 'shared.[hash:10].js', hashCharacters: 'hex' },
        },
      },
    }).finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
    const chunks = builtChunks(output);
    for (const chunk of chunks) if (chunk.isEntry) manifest[chunk.name] = chunk.fileName;
    const missing = [...withIslands.map((plugin) => plugin.id), ...Object.keys(SYSTEM_ISLANDS)].filter((id) => !manifest[id]);
    if (missing.length) throw new Error(`The island build made no script for ${missing.join(', ')}`);
    markBuilt(outDir, chunks.map((chunk) => chunk.fileName));
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  return manifest;
}

function builtChunks(output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[] | Rolldown.RolldownWatcher): Rolldown.OutputChunk[] {
  if (!Array.isArray(output) && !('output' in output)) throw new Error('The island build was started in watch mode');
  return (Array.isArray(output) ? output : [output]).flatMap((bundle) => bundle.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk'));
}

export function readIslandManifest(outDir: string): IslandManifest {
  const file = join(outDir, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as IslandManifest) : {};
}

export function islandManifestPath(outDir: string): string {
  return join(outDir, MANIFEST_FILE);
}
