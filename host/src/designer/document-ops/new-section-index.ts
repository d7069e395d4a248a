import { findLocation, type PageDocument } from '@tessera/core';

/**
 * Where *+ Add section* puts a new section, as Wix and Duda do: right after the section holding
 * the selection, else at the end of the page's content; never below the footer sections that
 * close the page (a selected footer gets its new neighbour above it).
 */
export function newSectionIndex(doc: PageDocument, selectedId: string | null): number {
  let contentEnd = doc.sections.length;
  while (contentEnd > 0 && doc.sections[contentEnd - 1]!.key === 'footer') contentEnd--;
  const location = selectedId ? findLocation(doc, selectedId) : undefined;
  return location?.root === 'sections' ? Math.min(location.path[0]! + 1, contentEnd) : contentEnd;
}
