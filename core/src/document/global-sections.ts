import { z } from 'zod';
import { jsonEqual } from './stable-json.ts';
import { sectionNodeSchema, type PageDocument, type SectionNode } from './page-document.ts';

/**
 * Global sections: the site's header and footer, shared by its pages (edit once, every page
 * changes, as in Wix and Duda). The website holds their content (a draft, and what was last
 * published); a stored page holds only a reference in their place: a section with `global`
 * and no rows. The designer works on filled documents, so a global section is edited, undone
 * and saved like any other; the server splits the content out again when the page is saved.
 */
export const GLOBAL_SECTION_KINDS = ['header', 'footer'] as const;
export type GlobalSectionKind = (typeof GLOBAL_SECTION_KINDS)[number];

/** A website's global sections, each stored without its `global` mark. */
export const globalSectionsSchema = z.object({ header: sectionNodeSchema.optional(), footer: sectionNodeSchema.optional() }).strict();
export type GlobalSections = z.infer<typeof globalSectionsSchema>;

/** The global sections stored on a website, or none when what is stored is not valid. */
export function globalSectionsOf(stored: unknown): GlobalSections {
  const parsed = globalSectionsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : {};
}

export function referenceTo(section: SectionNode, kind: GlobalSectionKind): SectionNode {
  return { id: section.id, key: section.key, options: {}, global: kind, rows: [] };
}

/** A copy of a node (duplicated, pasted) is the page's own: a copy of the site's header is not the site's header. */
export function ownCopy<T extends object>(node: T): T {
  if (!('global' in node)) return node;
  const copy = { ...node } as T & { global?: unknown };
  delete copy.global;
  return copy;
}

/** The global kinds a document refers to (or shows filled). */
export function globalKindsOf(doc: PageDocument): Set<GlobalSectionKind> {
  return new Set(doc.sections.flatMap((section) => (section.global ? [section.global] : [])));
}

/**
 * The document with its global sections taken out: the first section of each kind gives the
 * website its content and becomes a reference. A later one of the same kind (a duplicated
 * header) keeps its rows as the page's own section, so nothing of it is lost.
 */
export function splitGlobalSections(doc: PageDocument): { document: PageDocument; globals: GlobalSections; changed: boolean } {
  const globals: GlobalSections = {};
  let changed = false;
  const sections = doc.sections.map((section) => {
    if (!section.global) return section;
    const { global: kind, ...content } = section;
    if (globals[kind]) {
      changed = true;
      return content;
    }
    globals[kind] = content;
    return referenceTo(section, kind);
  });
  return { document: { ...doc, sections }, globals, changed };
}

/**
 * The document with each reference filled with the website's content, keeping the reference's
 * id (the page's own name for the section). A reference to content the website does not hold
 * stays as it is: an empty section the designer can fill, or, in site content, the section itself.
 */
export function fillGlobalSections(doc: PageDocument, globals: GlobalSections): PageDocument {
  if (!doc.sections.some((section) => section.global && globals[section.global])) return doc;
  return {
    ...doc,
    sections: doc.sections.map((section) => {
      const content = section.global && globals[section.global];
      return content ? { ...content, id: section.id, global: section.global } : section;
    }),
  };
}

/**
 * A page of a website whose `kind` became global: a reference in place of its own first header
 * (its last footer), or one added at the top (the bottom) when it has none. Pages that already
 * show the global one are left as they are.
 */
export function withGlobalReference(doc: PageDocument, kind: GlobalSectionKind, content: SectionNode, newSectionId: () => string): PageDocument {
  if (doc.sections.some((section) => section.global === kind)) return doc;
  const sections = doc.sections.slice();
  const index = kind === 'header' ? sections.findIndex((section) => section.key === 'header') : sections.findLastIndex((section) => section.key === 'footer');
  if (index >= 0) sections[index] = referenceTo({ ...content, id: sections[index]!.id }, kind);
  else if (kind === 'header') sections.unshift(referenceTo({ ...content, id: newSectionId() }, kind));
  else sections.push(referenceTo({ ...content, id: newSectionId() }, kind));
  return { ...doc, sections };
}

/** Whether a website's global sections differ between two of their versions (stored jsonb does not keep key order). */
export function globalSectionsChanged(before: GlobalSections, after: GlobalSections): boolean {
  return GLOBAL_SECTION_KINDS.some((kind) => !jsonEqual(before[kind] ?? null, after[kind] ?? null));
}

/**
 * A document drawn inside the website's header and footer (an app's page: a blog post, the
 * blog index): a reference to each at the top and the bottom, unless it refers to it already.
 */
export function framedByGlobalSections(doc: PageDocument, globals: GlobalSections): PageDocument {
  const kinds = globalKindsOf(doc);
  const header = globals.header && !kinds.has('header') ? [referenceTo(globals.header, 'header')] : [];
  const footer = globals.footer && !kinds.has('footer') ? [referenceTo(globals.footer, 'footer')] : [];
  if (header.length + footer.length === 0) return doc;
  return { ...doc, sections: [...header, ...doc.sections, ...footer] };
}
