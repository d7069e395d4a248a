import { formatCompactNumber, statsQuerySchema } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStats, type StatsRange } from '../../../../api/stats-api.ts';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';
import { DailyBarChart } from './DailyBarChart.tsx';

/** /agency/websites/{id}/stats: views and unique visitors per day and per page (the last 30 days unless a range is chosen). */
export function StatsScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <StatsOfWebsite key={landingId} landingId={landingId} />;
}

function StatsOfWebsite({ landingId }: { landingId: number }) {
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
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">Statistics</h1>
      </header>
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
      {stats.isPending ? (
        <Spinner label="Loading statistics…" />
      ) : stats.error && !stats.data ? (
        <StatusView title="Statistics could not be loaded" message={stats.error.message} actions={<RetryButton onClick={stats.refetch} />} />
      ) : (
        <>
          <p className="screen__intro">
            {stats.data.from} to {stats.data.to}: <strong>{formatCompactNumber(stats.data.totals.views)}</strong> views,{' '}
            <strong>{formatCompactNumber(stats.data.totals.uniques)}</strong> unique visitors.
          </p>
          <DailyBarChart days={stats.data.days} />
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
                {stats.data.pages.map((page) => (
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
    </div>
  );
}
