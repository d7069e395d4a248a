import { GLOBAL_SECTION_KINDS, globalSectionsOf, splitGlobalSections, type GlobalSections, type PageDocument } from '@tessera/core';
import type { DesignRemapper } from './design-remap.ts';

/**
 * A website's content (a template, a copy, a backup) carries each page's global sections filled
 * in (read-content.ts), so it stands on its own. Written into a website, the website keeps one
 * header and one footer, the home page's (else the first page's that has one), and its pages
 * store references to them.
 */
export function takeGlobalSections(designs: readonly PageDocument[], homeIndex: number): { designs: PageDocument[]; globals: GlobalSections } {
  const globals: GlobalSections = {};
  const order = [...designs.keys()].sort((a, b) => Number(b === homeIndex) - Number(a === homeIndex));
  const split: PageDocument[] = [];
  for (const index of order) {
    const { document, globals: found } = splitGlobalSections(designs[index]!);
    for (const kind of GLOBAL_SECTION_KINDS) globals[kind] ??= found[kind];
    split[index] = document;
  }
  return { designs: split, globals };
}

/** The stored form of a website's global sections: only the kinds it has. */
export const storedGlobalSections = (globals: GlobalSections) =>
  JSON.stringify(Object.fromEntries(GLOBAL_SECTION_KINDS.flatMap((kind) => (globals[kind] ? [[kind, globals[kind]]] : []))));

/** Global sections stored on a website, their forms, menus and page links moved by `remapper` (a restore). */
export function remapGlobalSections(remapper: DesignRemapper, stored: unknown): GlobalSections {
  const globals = globalSectionsOf(stored);
  const kinds = GLOBAL_SECTION_KINDS.filter((kind) => globals[kind]);
  const moved = remapper.remap({ schemaVersion: 1, sections: kinds.map((kind) => globals[kind]!) });
  return Object.fromEntries(kinds.map((kind, index) => [kind, moved.sections[index]!]));
}
