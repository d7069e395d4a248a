import { build, type Rolldown } from 'vite';
import { EARLY_ENTRY } from './early-entry.ts';

/** Set in the analysis pass, so the configuration it loads does not start another one. */
export const ANALYSIS_PASS = 'TESSERA_CHUNK_GROUPS_PASS';

/** The module every screen with a designer shows. */
const DESIGNER_WORKSPACE = 'src/designer/DesignerWorkspace.tsx';

export interface ChunkGroups {
  /** The modules the app's entry loads before anything else, in one file. */
  app: Set<string>;
  /** The designer's workspace and the modules it imports that only the designer's screens load, in one file. */
  designer: Set<string>;
}

/**
 * The modules of the two files most loads wait for, found by a first, in-memory build with the
 * default chunking.
 *
 * `app`: the modules of the chunks the entry imports statically. What the entry imports loads on
 * every screen anyway: in one file rather than seventy. Seventy requests and module records held
 * the designer's canvas back by about 300 ms on the 2-core machine (designer bench, 2,000
 * elements), and one file is 23 KiB smaller gzipped. The early entry's modules are left out, so
 * they stay in small chunks of their own rather than in the app's, which the early script would
 * otherwise wait for.
 *
 * `designer`: the modules of the chunks the designer's workspace imports statically that no other
 * screen can load but through a designer (a website's page, the sandbox, an admin's or an app's
 * document). Each of those screens keeps its own route module, and what only it imports, in a
 * file of its own: in the designer's file, an admin's template calls loaded with every page. The
 * default chunking cuts what they share, and what the element plugins share with the panels, into
 * a dozen files that the designer waits for one by one. A chunk another screen can
 * reach stays a file of its own: in the designer's file it would make that screen load the
 * designer, and a file of the designer's that imports it back would be a cycle whose modules run
 * before what they import (the menu editor broke so on a first try).
 *
 * Rolldown's own `$initial` tag cannot stand in for this: it follows every static import before
 * tree-shaking, so the packages' index files (which re-export everything) would bring the card
 * designs and libphonenumber into the entry, where the built chunks do not.
 */
export async function chunkGroups(configFile: string): Promise<ChunkGroups> {
  process.env[ANALYSIS_PASS] = '1';
  try {
    const result = await build({ configFile, logLevel: 'silent', build: { write: false, minify: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = new Map<string, Rolldown.OutputChunk>();
    for (const output of outputs) for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
    /** The files reached from `start` through the imports `follow` names, not going past `stop`. */
    const reach = (start: string[], follow: (chunk: Rolldown.OutputChunk) => string[], stop: Set<string> = new Set()) => {
      const reached = new Set<string>();
      const pending = [...start];
      while (pending.length) {
        const file = pending.pop()!;
        if (reached.has(file) || stop.has(file)) continue;
        reached.add(file);
        pending.push(...follow(chunks.get(file)!));
      }
      return reached;
    };
    const staticallyReached = (from: Rolldown.OutputChunk[]) => reach(from.map((chunk) => chunk.fileName), (chunk) => chunk.imports);
    const modulesOf = (files: Iterable<string>) => new Set([...files].flatMap((file) => chunks.get(file)!.moduleIds));
    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
    const isEarly = (chunk: Rolldown.OutputChunk) => chunk.facadeModuleId?.endsWith(EARLY_ENTRY) ?? false;
    const earlyFiles = staticallyReached(entries.filter(isEarly));
    const early = modulesOf(earlyFiles);
    const appFiles = staticallyReached(entries.filter((chunk) => !isEarly(chunk)));
    const app = new Set([...modulesOf(appFiles)].filter((id) => !early.has(id)));

    // The screens that show a designer (a website's page, the sandbox, an admin's or an app's document) load its workspace.
    const workspace = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => id.endsWith(DESIGNER_WORKSPACE)));
    if (!workspace) return { app, designer: new Set() };
    const importers = (file: string) => [...chunks.values()].filter((chunk) => chunk.imports.includes(file) || chunk.dynamicImports.includes(file));
    const showsDesigner = (chunk: Rolldown.OutputChunk) => staticallyReached([chunk]).has(workspace.fileName);
    // Screens, loaded from outside a designer; not the panels and dialogs a designer loads itself.
    const designers = new Set(
      [...chunks.values()]
        .filter((chunk) => chunk.isDynamicEntry && showsDesigner(chunk) && importers(chunk.fileName).some((importer) => !showsDesigner(importer)))
        .map((chunk) => chunk.fileName),
    );
    // What the other screens can load, statically or on demand, without going through a designer.
    const elsewhere = reach(
      entries.map((chunk) => chunk.fileName),
      (chunk) => [...chunk.imports, ...chunk.dynamicImports],
      designers,
    );
    // The workspace and what it imports; each screen's own route module, and what only it needs
    // (an admin's template calls, say), stay in the screen's file, not in every designer's load.
    const exclusive = [...staticallyReached([workspace])].filter((file) => !elsewhere.has(file));
    return { app, designer: modulesOf(exclusive) };
  } finally {
    delete process.env[ANALYSIS_PASS];
  }
}
