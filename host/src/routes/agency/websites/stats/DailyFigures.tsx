import type { SiteStats } from '@tessera/core';
import { formatLongDay } from './stats-figures.ts';

/** The chart's figures as a table, for who cannot read a chart (and who wants the exact numbers). */
export function DailyFigures({ days, previous }: { days: SiteStats['days']; previous: SiteStats['previous']['days'] }) {
  return (
    <details className="daily-figures">
      <summary>Show the figures as a table</summary>
      <div className="table-wrap daily-figures__table">
        <table className="table">
          <caption className="visually-hidden">Page views and unique visitors per day, with the previous period</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Unique visitors</th>
              <th scope="col">Previous period</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => (
              <tr key={day.day}>
                <th scope="row">{formatLongDay(day.day)}</th>
                <td>{day.views.toLocaleString()}</td>
                <td>{day.uniques.toLocaleString()}</td>
                <td>{previous[index] ? `${previous[index].views.toLocaleString()} (${formatLongDay(previous[index].day)})` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
