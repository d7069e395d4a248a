import { build, type Rolldown } from 'vite';
import { EARLY_ENTRY } from './early-entry.ts';

/** Set in the analysis pass, so the configuration it loads does not start another one. */
export const ANALYSIS_PASS = 'TESSERA_INITIAL_MODULES_PASS';

/**
 * The modules the app's entry loads before anything else: those of the chunks it imports
 * statically, found by a first, in-memory build with the default chunking. The early entry's
 * modules are left out, so they stay in small chunks of their own rather than in the app's,
 * which the early script would otherwise wait for.
 *
 * Rolldown's own `$initial` tag cannot stand in for this list: it follows every static import
 * before tree-shaking, so the packages' index files (which re-export everything) would bring the
 * card designs and libphonenumber into the entry, where the built chunks do not.
 */
export async function initialModules(configFile: string): Promise<Set<string>> {
  process.env[ANALYSIS_PASS] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, minify: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = new Map<string, Rolldown.OutputChunk>();
    for (const output of outputs) for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
    const staticModules = (entries: Rolldown.OutputChunk[]) => {
      const modules = new Set<string>();
      const pending = entries.map((chunk) => chunk.fileName);
      const seen = new Set<string>();
      while (pending.length) {
        const chunk = chunks.get(pending.pop()!);
        if (!chunk || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        for (const id of chunk.moduleIds) modules.add(id);
        pending.push(...chunk.imports);
      }
      return modules;
    };
    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
    const isEarly = (chunk: Rolldown.OutputChunk) => chunk.facadeModuleId?.endsWith(EARLY_ENTRY) ?? false;
    const early = staticModules(entries.filter(isEarly));
    return new Set([...staticModules(entries.filter((chunk) => !isEarly(chunk)))].filter((id) => !early.has(id)));
  } finally {
    delete process.env[ANALYSIS_PASS];
  }
}
