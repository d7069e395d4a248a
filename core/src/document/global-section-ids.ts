import { fillGlobalSections, type GlobalSections } from './global-sections.ts';
import type { PageDocument } from './page-document.ts';
import { duplicateNodeIds } from './tree-operations.ts';

/**
 * Ids the page's own nodes share with the header or footer it shows: filled, the page would hold
 * them twice (the designer and the published page find nodes by id). Only a design made through
 * the API can do this; the designer gives every node a fresh id.
 */
export function idsSharedWithGlobals(doc: PageDocument, globals: GlobalSections): string[] {
  return duplicateNodeIds(fillGlobalSections(doc, globals));
}
