import { formatCompactNumber } from '@tessera/core';
import type { ReactNode } from 'react';
import { formatShare } from './stats-figures.ts';

export interface BreakdownRow {
  key: string | number;
  label: ReactNode;
  count: number;
}

interface BreakdownTableProps {
  title: string;
  /** The first column's heading: "Page", "Source". */
  itemHeading: string;
  countHeading: string;
  rows: BreakdownRow[];
  /** What the shares are of; the rows may list only the busiest part of it. */
  total: number;
  empty: string;
}

/** A ranked list with each row's count and share of the total, the share drawn as a bar behind the row (as in Plausible). */
export function BreakdownTable({ title, itemHeading, countHeading, rows, total, empty }: BreakdownTableProps) {
  return (
    <section className="card breakdown" aria-label={title}>
      <h2 className="breakdown__title">{title}</h2>
      {rows.length === 0 ? (
        <p className="breakdown__empty">{empty}</p>
      ) : (
        <table className="breakdown__table">
          <caption className="visually-hidden">
            {title}: {countHeading.toLowerCase()} and share of {formatCompactNumber(total)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{itemHeading}</th>
              <th scope="col" className="breakdown__number">
                {countHeading}
              </th>
              <th scope="col" className="breakdown__number">
                Share
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="breakdown__item">
                  <span className="breakdown__bar" style={{ width: total ? `${(row.count / total) * 100}%` : 0 }} aria-hidden="true" />
                  <span className="breakdown__label">{row.label}</span>
                </th>
                <td className="breakdown__number">{formatCompactNumber(row.count)}</td>
                <td className="breakdown__number breakdown__share">{formatShare(row.count, total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
