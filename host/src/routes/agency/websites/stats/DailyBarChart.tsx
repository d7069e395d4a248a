import { formatCompactNumber, type SiteStats } from '@tessera/core';

const HEIGHT = 160;
const BAR = 14;
const GAP = 6;

/**
 * Views (and, inside them, unique visitors) per day as an SVG bar chart. The chart is one
 * image with a summary for screen readers; the table beside it carries the figures.
 */
export function DailyBarChart({ days }: { days: SiteStats['days'] }) {
  const max = Math.max(1, ...days.map((day) => day.views));
  const width = days.length * (BAR + GAP);
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const scale = (value: number) => Math.round((value / max) * HEIGHT);
  return (
    <figure className="bar-chart">
      <svg role="img" aria-label={`Views per day: ${formatCompactNumber(total)} views over ${days.length} days, at most ${formatCompactNumber(max)} a day.`} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none">
        {days.map((day, index) => (
          <g key={day.day}>
            <rect className="bar-chart__views" x={index * (BAR + GAP)} y={HEIGHT - scale(day.views)} width={BAR} height={scale(day.views)}>
              <title>{`${day.day}: ${day.views} views, ${day.uniques} unique visitors`}</title>
            </rect>
            <rect className="bar-chart__uniques" x={index * (BAR + GAP) + 3} y={HEIGHT - scale(day.uniques)} width={BAR - 6} height={scale(day.uniques)} />
          </g>
        ))}
      </svg>
      <figcaption className="bar-chart__legend">
        <span className="bar-chart__key bar-chart__key--views">Views</span>
        <span className="bar-chart__key bar-chart__key--uniques">Unique visitors</span>
      </figcaption>
    </figure>
  );
}
