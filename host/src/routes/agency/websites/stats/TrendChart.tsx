import { formatCompactNumber, type SiteStats } from '@tessera/core';
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import { formatDay, formatLongDay } from './stats-figures.ts';

interface Point {
  day: string;
  views: number;
  previousDay: string | undefined;
  previous: number | undefined;
}

const CURRENT_COLOUR = '#3b5bdb';
const PREVIOUS_COLOUR = '#8d9bc4';

function DayTooltip({ active, payload }: Pick<TooltipContentProps, 'active' | 'payload'>) {
  const point = payload?.[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="trend-chart__tooltip">
      <p className="trend-chart__tooltip-row">
        <span className="trend-chart__swatch trend-chart__swatch--current" aria-hidden="true" />
        {formatLongDay(point.day)}: <strong>{point.views.toLocaleString()}</strong> views
      </p>
      {point.previousDay !== undefined ? (
        <p className="trend-chart__tooltip-row trend-chart__tooltip-row--previous">
          <span className="trend-chart__swatch trend-chart__swatch--previous" aria-hidden="true" />
          {formatLongDay(point.previousDay)}: {(point.previous ?? 0).toLocaleString()} views
        </p>
      ) : null}
    </div>
  );
}

/**
 * Page views per day in the range (filled) over the previous period of the same length
 * (dashed, lighter), day N against day N. Recharts' accessibility layer makes the chart one tab
 * stop whose arrow keys move the tooltip from day to day; the table beside it carries the
 * same figures for screen readers. Loaded lazily so only the Stats screen carries recharts.
 */
export default function TrendChart({ days, previous }: { days: SiteStats['days']; previous: SiteStats['previous']['days'] }) {
  const points: Point[] = days.map((day, index) => ({ day: day.day, views: day.views, previousDay: previous[index]?.day, previous: previous[index]?.views }));
  const total = days.reduce((sum, day) => sum + day.views, 0);
  return (
    <div className="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={`Page views per day: ${total.toLocaleString()} in ${days.length} days`}>
          <defs>
            <linearGradient id="trend-chart-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={CURRENT_COLOUR} stopOpacity={0.22} />
              <stop offset="100%" stopColor={CURRENT_COLOUR} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="#e2e5ee" />
          <XAxis dataKey="day" tickFormatter={formatDay} tick={{ fill: '#5f6b85', fontSize: 12 }} tickLine={false} axisLine={{ stroke: '#cbd1de' }} minTickGap={24} tickMargin={8} />
          <YAxis allowDecimals={false} tickFormatter={(value: number) => formatCompactNumber(value)} tick={{ fill: '#5f6b85', fontSize: 12 }} tickLine={false} axisLine={false} width={44} />
          <Tooltip content={DayTooltip} cursor={{ stroke: '#cbd1de' }} isAnimationActive={false} />
          <Line dataKey="previous" name="Previous period" type="monotone" stroke={PREVIOUS_COLOUR} strokeWidth={2} strokeDasharray="5 4" dot={false} activeDot={{ r: 3 }} isAnimationActive={false} />
          <Area dataKey="views" name="Page views" type="monotone" stroke={CURRENT_COLOUR} strokeWidth={2} fill="url(#trend-chart-fill)" dot={false} activeDot={{ r: 4 }} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
