import type { ReactNode } from 'react';

/** A table of rows whose last cell holds the row's buttons (see RowActions). */
export function DataTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A DataTable row's last cell: its buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="table__actions">
      <div className="table__buttons">{children}</div>
    </td>
  );
}
