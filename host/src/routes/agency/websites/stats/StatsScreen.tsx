import { OTHER_VISIT_SOURCES, type SiteStats } from '@tessera/core';
import { lazy, Suspense } from 'react';
import { useStats } from '../../../../api/stats-api.ts';
import { noPermissionMessage, usePermission } from '../../../../auth/permissions.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import '../../../../styles/stats.css';
import { websiteScreen } from '../website-screen.tsx';
import { BreakdownTable } from './BreakdownTable.tsx';
import { DailyFigures } from './DailyFigures.tsx';
import { RangePicker } from './RangePicker.tsx';
import { formatPeriod } from './stats-figures.ts';
import { SummaryCards, type SummaryFigure } from './SummaryCards.tsx';
import { useStatsSelection } from './use-stats-selection.ts';

const sourceLabel = (source: string) => (source === '' ? 'Direct / none' : source === OTHER_VISIT_SOURCES ? 'Other sources' : source);

const TrendChart = lazy(() => import('./TrendChart.tsx'));

/**
 * /agency/websites/{id}/stats: totals against the previous period, page views per day, and the
 * busiest pages and sources, for a range kept in the address (the last 30 days unless one is
 * chosen); a sub-user without `stats.view` there is told so instead.
 */
export const StatsScreen = websiteScreen(function StatsOfWebsite({ landingId }) {
  const allowed = usePermission(landingId, 'stats.view');
  if (!allowed) {
    return (
      <div className="screen">
        <ScreenHeader title="Statistics" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
        <p className="screen__intro" role="status">
          {noPermissionMessage('stats.view')}
        </p>
      </div>
    );
  }
  return <WebsiteStats landingId={landingId} />;
});

function summaryFigures(data: SiteStats): SummaryFigure[] {
  const figures = [
    { label: 'Page views', current: data.totals.views, previous: data.previous.totals.views },
    { label: 'Unique visitors', current: data.totals.uniques, previous: data.previous.totals.uniques },
  ];
  if (data.submissions) figures.push({ label: 'Form submissions', current: data.submissions.current, previous: data.submissions.previous });
  return figures;
}

function WebsiteStats({ landingId }: { landingId: number }) {
  const { selection, select } = useStatsSelection();
  const stats = useStats(landingId, { from: selection.from, to: selection.to });
  return (
    <div className="screen stats-screen">
      <ScreenHeader title="Statistics" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
      <RangePicker selection={selection} onSelect={select} />
      <QueryView query={stats} loading="Loading statistics…" failed="Statistics could not be loaded">
        {(data) => {
          const comparedWith = data.days.length === 1 ? 'the day before' : `the previous ${data.days.length} days`;
          return (
            <>
              <p className="stats-screen__period">
                <strong>{formatPeriod(data.from, data.to)}</strong> compared with {formatPeriod(data.previous.from, data.previous.to)} (UTC)
              </p>
              <SummaryCards figures={summaryFigures(data)} comparedWith={comparedWith} />
              <section className="card stats-chart" aria-labelledby="stats-chart-title">
                <div className="stats-chart__head">
                  <h2 id="stats-chart-title" className="stats-chart__title">
                    Page views per day
                  </h2>
                  <ul className="stats-chart__keys" aria-label="Chart key">
                    <li className="stats-chart__key stats-chart__key--current">{formatPeriod(data.from, data.to)}</li>
                    <li className="stats-chart__key stats-chart__key--previous">{formatPeriod(data.previous.from, data.previous.to)}</li>
                  </ul>
                </div>
                <Suspense fallback={<Spinner label="Loading the chart…" />}>
                  <TrendChart days={data.days} previous={data.previous.days} />
                </Suspense>
                <DailyFigures days={data.days} previous={data.previous.days} />
              </section>
              <div className="stats-breakdowns">
                <BreakdownTable
                  title="Top pages"
                  itemHeading="Page"
                  countHeading="Views"
                  total={data.totals.views}
                  empty="No page views in this period."
                  rows={data.pages.map((page) => ({
                    key: page.page_id,
                    count: page.views,
                    label: (
                      <>
                        {page.name} <span className="breakdown__detail">/{page.unique_name}</span>
                      </>
                    ),
                  }))}
                />
                <BreakdownTable
                  title="Top sources"
                  itemHeading="Source"
                  countHeading="Visits"
                  total={data.sources.total}
                  empty="No visits in this period."
                  rows={data.sources.top.map((source) => ({ key: source.source, count: source.views, label: sourceLabel(source.source) }))}
                />
              </div>
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
