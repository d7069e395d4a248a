import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

/** The module the host imports the manifest's elements from, each loading on demand. */
const ELEMENT_CATALOGUE_MODULE = 'virtual:tessera/element-catalogue';
const RESOLVED = `\0${ELEMENT_CATALOGUE_MODULE}`;
/** Stands, in an app's entry, for one of its elements: `\0tessera-app-element:<id>`. */
const APP_ELEMENT_STAND_IN = '\0tessera-app-element:';

const reader = fileURLToPath(new URL('./read-element-catalogue.ts', import.meta.url));

/** What the designer knows of an element before its code loads (ElementSummary in the host), as JSON. */
export interface ElementSummaryJson {
  id: string;
  version: string;
  label: string;
  category: string;
  premium: boolean;
  icon?: string;
  app?: { id: string; label: string };
}

export interface CatalogueRow {
  /** The element as installed: an app's element is premium when its app is, and names its app. */
  summary: ElementSummaryJson;
  /** The module whose default export defines the element. */
  file: string;
  /** An app's element: the app's entry module, which imports `file`, and the element as its module defines it. */
  app?: { entry: string; own: ElementSummaryJson };
}

/** One read per process: the build's analysis pass and the build itself share it. */
let rows: Promise<CatalogueRow[]> | null = null;

function readCatalogue(): Promise<CatalogueRow[]> {
  rows ??= promisify(execFile)(process.execPath, ['--import', 'tsx', reader], { maxBuffer: 16 * 1024 * 1024 }).then(({ stdout }) => JSON.parse(stdout) as CatalogueRow[]);
  return rows;
}

/** A catalogue entry: the summary, and a `load` giving the definition as installed (an app's premium and name laid over its own). */
function catalogueEntry({ summary, file, app }: CatalogueRow): string {
  const definition = app ? `({ ...module.default, ...${JSON.stringify({ premium: summary.premium, app: summary.app })} })` : 'module.default';
  return `{ ...${JSON.stringify(summary)}, load: () => import(${JSON.stringify(file)}).then((module) => ${definition}) }`;
}

/**
 * `virtual:tessera/element-catalogue`: the manifest's elements, its standalone ones then its
 * apps', as catalogue entries (what the palette shows and premium gating reads) with a `load`
 * that imports the element's module. So the designer's first load carries only the plugins of
 * the page it opens; the manifest stays the one list, and an outside plugin added to it is
 * catalogued like a built-in one.
 */
export function elementCatalogue(): Plugin {
  return {
    name: 'tessera-element-catalogue',
    resolveId: (id) => (id === ELEMENT_CATALOGUE_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      return `export const lazyElements = [\n${(await readCatalogue()).map(catalogueEntry).join(',\n')}\n];\n`;
    },
  };
}

/**
 * In the browser build, an app's entry gets each of its elements as the element's summary, not
 * its code: the dashboard imports the apps on every screen for their screens and permissions, and
 * would otherwise carry every app's element in the entry script. The designer loads them from the
 * catalogue like any other element. Not for tests and the server, which import the apps whole.
 */
export function appElementsOnDemand(): Plugin {
  const standIns = readCatalogue().then((catalogue) => {
    const byEntry = new Map<string, Map<string, ElementSummaryJson>>();
    for (const { file, app } of catalogue) {
      if (!app) continue;
      if (!byEntry.has(app.entry)) byEntry.set(app.entry, new Map());
      byEntry.get(app.entry)!.set(file, app.own);
    }
    return byEntry;
  });
  const ownById = new Map<string, ElementSummaryJson>();
  return {
    name: 'tessera-app-elements-on-demand',
    // Before Vite's own resolver, which would otherwise resolve the import first.
    enforce: 'pre',
    async resolveId(source, importer) {
      const elements = importer ? (await standIns).get(importer) : undefined;
      if (!elements) return undefined;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const own = resolved && elements.get(resolved.id);
      if (!own) return undefined;
      ownById.set(own.id, own);
      return `${APP_ELEMENT_STAND_IN}${own.id}`;
    },
    load(id) {
      if (!id.startsWith(APP_ELEMENT_STAND_IN)) return undefined;
      return `export default ${JSON.stringify(ownById.get(id.slice(APP_ELEMENT_STAND_IN.length)))};\n`;
    },
  };
}
