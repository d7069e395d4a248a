import type { ColumnNode, RowNode } from '@tessera/core';
import type { CSSProperties } from 'react';
import { classNames } from './published-element.tsx';

/** Rows of columns as a published page draws them, in a section or a popup; each column's elements come drawn already. */
export function PublishedRows({ rows, columnHtml }: { rows: readonly RowNode[]; columnHtml: (column: ColumnNode) => string }) {
  return (
    <>
      {rows.map((row) => (
        <div key={row.id} id={row.id} className={classNames('ts-row', row.style)}>
          {row.columns.map((column) => (
            <div
              key={column.id}
              id={column.id}
              className={classNames('ts-column', column.style)}
              style={{ '--ts-col': `${column.options.width}%` } as CSSProperties}
              dangerouslySetInnerHTML={{ __html: columnHtml(column) }}
            />
          ))}
        </div>
      ))}
    </>
  );
}
