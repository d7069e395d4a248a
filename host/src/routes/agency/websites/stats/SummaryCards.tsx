import { formatCompactNumber } from '@tessera/core';
import { formatChange, percentChange } from './stats-figures.ts';

export interface SummaryFigure {
  label: string;
  current: number;
  previous: number;
}

/** One card per figure: its total in the range and its change from the previous period of the same length. */
export function SummaryCards({ figures, comparedWith }: { figures: SummaryFigure[]; comparedWith: string }) {
  return (
    <ul className="stat-cards" aria-label="Totals">
      {figures.map((figure) => {
        const change = percentChange(figure.current, figure.previous);
        const trend = change === null || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
        return (
          <li key={figure.label} className="card stat-card">
            <p className="stat-card__label">{figure.label}</p>
            <p className="stat-card__value" title={figure.current.toLocaleString()}>
              {formatCompactNumber(figure.current)}
            </p>
            <p className={`stat-card__change stat-card__change--${trend}`}>
              {change === null ? (
                <>No data for {comparedWith}</>
              ) : (
                <>
                  <span aria-hidden="true">{trend === 'up' ? '▲ ' : trend === 'down' ? '▼ ' : ''}</span>
                  <strong>{formatChange(change)}</strong> vs {comparedWith} ({formatCompactNumber(figure.previous)})
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
