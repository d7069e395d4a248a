import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** The module the host imports the manifest's standalone elements from, each loading on demand. */
const ELEMENT_CATALOGUE_MODULE = 'virtual:tessera/element-catalogue';
const RESOLVED = `\0${ELEMENT_CATALOGUE_MODULE}`;

const reader = fileURLToPath(new URL('./read-element-catalogue.ts', import.meta.url));

interface CatalogueRow {
  id: string;
  version: string;
  label: string;
  category: string;
  premium: boolean;
  icon?: string;
  file: string;
}

/** One read per process: the build's analysis pass and the build itself share it. */
let rows: Promise<CatalogueRow[]> | null = null;

function readCatalogue(): Promise<CatalogueRow[]> {
  rows ??= promisify(execFile)(process.execPath, ['--import', 'tsx', reader], { maxBuffer: 16 * 1024 * 1024 }).then(({ stdout }) => JSON.parse(stdout) as CatalogueRow[]);
  return rows;
}

/**
 * `virtual:tessera/element-catalogue`: the manifest's standalone elements as catalogue entries
 * (what the palette shows and premium gating reads) with a `load` that imports the plugin. So
 * the designer's first load carries only the plugins of the page it opens; the manifest stays
 * the one list, and an outside plugin added to it is catalogued like a built-in one.
 */
export function elementCatalogue(): Plugin {
  return {
    name: 'tessera-element-catalogue',
    resolveId: (id) => (id === ELEMENT_CATALOGUE_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const entries = (await readCatalogue()).map(
        ({ file, ...summary }) => `{ ...${JSON.stringify(summary)}, load: () => import(${JSON.stringify(file)}).then((module) => module.default) }`,
      );
      return `export const lazyElements = [\n${entries.join(',\n')}\n];\n`;
    },
  };
}
