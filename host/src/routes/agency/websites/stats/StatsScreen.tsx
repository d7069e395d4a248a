import { formatCompactNumber, statsQuerySchema } from '@tessera/core';
import { useState } from 'react';
import { useStats, type StatsRange } from '../../../../api/stats-api.ts';
import { noPermissionMessage, usePermission } from '../../../../auth/permissions.ts';
import { QueryView } from '../../../../ui/QueryView.tsx';
import { ScreenHeader } from '../../../../ui/ScreenHeader.tsx';
import { websiteScreen } from '../website-screen.tsx';
import { DailyBarChart } from './DailyBarChart.tsx';

/**
 * /agency/websites/{id}/stats: views and unique visitors per day and per page (the last 30 days
 * unless a range is chosen); a sub-user without `stats.view` there is told so instead.
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

function WebsiteStats({ landingId }: { landingId: number }) {
  const [draft, setDraft] = useState<StatsRange>({});
  const [range, setRange] = useState<StatsRange>({});
  const [error, setError] = useState<string | undefined>();
  const stats = useStats(landingId, range);
  const apply = () => {
    const checked = statsQuerySchema.safeParse({ from: draft.from || undefined, to: draft.to || undefined });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    setRange(checked.data);
  };
  return (
    <div className="screen">
      <ScreenHeader title="Statistics" back={{ to: `/agency/websites/${landingId}/pages`, label: 'Pages' }} />
      <div className="toolbar">
        <label className="toolbar__label" htmlFor="stats-from">
          From
        </label>
        <input id="stats-from" className="input" type="date" value={draft.from ?? ''} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <label className="toolbar__label" htmlFor="stats-to">
          To
        </label>
        <input id="stats-to" className="input" type="date" value={draft.to ?? ''} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <button type="button" className="btn btn--small" onClick={apply}>
          Show
        </button>
        {error ? (
          <p className="form-row__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <QueryView query={stats} loading="Loading statistics…" failed="Statistics could not be loaded">
        {(data) => (
          <>
            <p className="screen__intro">
              {data.from} to {data.to}: <strong>{formatCompactNumber(data.totals.views)}</strong> views,{' '}
              <strong>{formatCompactNumber(data.totals.uniques)}</strong> unique visitors.
            </p>
            <DailyBarChart days={data.days} />
            <div className="table-wrap">
              <table className="table">
                <caption className="visually-hidden">Views and unique visitors per page</caption>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    <th scope="col">Views</th>
                    <th scope="col">Unique visitors</th>
                  </tr>
                </thead>
                <tbody>
                  {data.pages.map((page) => (
                    <tr key={page.page_id}>
                      <td>
                        <span className="table__primary">{page.name}</span>
                        <span className="table__secondary">/{page.unique_name}</span>
                      </td>
                      <td>{formatCompactNumber(page.views)}</td>
                      <td>{formatCompactNumber(page.uniques)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
