import { createColumnNode, DocumentOperationError, evenWidths, type IdFactory, type PageDocument, type RowNode } from '@tessera/core';
import { replaceNode } from './replace-node.ts';

export const MAX_COLUMNS = 6;

/**
 * Gives a row `count` columns of even widths. Existing columns keep their ids, elements and
 * style; new ones are empty; the elements of columns that go are appended, in order, to the
 * last column that stays, so nothing on the page is lost.
 */
export function setColumnCount(doc: PageDocument, rowId: string, count: number, newId: IdFactory): PageDocument {
  if (!rowId.startsWith('row-')) throw new DocumentOperationError(`"${rowId}" is not a row`);
  const widths = evenWidths(count);
  return replaceNode(doc, rowId, (node) => {
    const row = node as RowNode;
    if (row.columns.length === count) return row;
    const kept = row.columns.slice(0, count);
    const orphans = row.columns.slice(count).flatMap((column) => column.elements);
    const columns = widths.map((width, index) => {
      const column = kept[index];
      if (!column) return createColumnNode(width, [], newId);
      const elements = index === kept.length - 1 && orphans.length ? [...column.elements, ...orphans] : column.elements;
      return { ...column, options: { ...column.options, width }, elements };
    });
    return { ...row, columns };
  });
}
