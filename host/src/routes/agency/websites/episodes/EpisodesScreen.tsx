import type { Episode } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEpisodeActionMutation, useEpisodes } from '../../../../api/episodes-api.ts';
import { useLanding } from '../../../../api/landings-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { Pagination } from '../../../../ui/Pagination.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { SearchBox } from '../../../../ui/SearchBox.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { formatDate } from '../../../format-date.ts';
import { useListParams } from '../../../list-params.ts';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

const PAGE_SIZE = 20;

/** /agency/websites/{id}/episodes: the website's podcast episodes with create, edit, publish or unpublish, and delete. */
export function EpisodesScreen() {
  const landingId = useIdParam('id');
  if (landingId === null) return <NotFoundPage />;
  return <EpisodesOfWebsite key={landingId} landingId={landingId} />;
}

function EpisodesOfWebsite({ landingId }: { landingId: number }) {
  const landing = useLanding(landingId);
  const { page, search, update } = useListParams();
  const episodes = useEpisodes(landingId, { page, perPage: PAGE_SIZE, search });
  const action = useEpisodeActionMutation(landingId);
  const [deleting, setDeleting] = useState<Episode | null>(null);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/pages`}>
        ← Pages
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{landing.data ? `Episodes of ${landing.data.title}` : 'Episodes'}</h1>
        {episodes.data ? <span className="screen__count">{episodes.data.meta.total === 1 ? '1 episode' : `${episodes.data.meta.total} episodes`}</span> : null}
        {landing.data ? (
          <a className="btn" href={`${landing.data.url.replace(/\/$/, '')}/episodes`} target="_blank" rel="noopener noreferrer">
            View episodes
          </a>
        ) : null}
        <PermissionGate landingId={landingId} permission="podcast.edit">
          <Link className="btn btn--primary" to={`/agency/websites/${landingId}/podcast/create`}>
            Add an episode
          </Link>
        </PermissionGate>
      </header>
      <div className="toolbar">
        <SearchBox label="Search episodes" value={search} onSearch={(next) => update({ search: next })} />
      </div>
      {episodes.isPending ? (
        <Spinner label="Loading episodes…" />
      ) : episodes.error ? (
        <StatusView title="Episodes could not be loaded" message={episodes.error.message} actions={<RetryButton onClick={episodes.refetch} />} />
      ) : episodes.data.data.length === 0 ? (
        <StatusView title={search ? 'No episodes found' : 'No episodes yet'} message={search ? `No episode matches “${search}”.` : 'This website has no podcast episodes.'} />
      ) : (
        <>
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Status</th>
                  <th scope="col">Published</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {episodes.data.data.map((episode) => (
                  <tr key={episode.id}>
                    <td>
                      <span className="table__primary">{episode.title}</span>
                      <span className="table__secondary">/episodes/{episode.unique_name}</span>
                    </td>
                    <td>
                      <span className={episode.published ? 'status-pill status-pill--published' : 'status-pill status-pill--draft'}>{episode.published ? 'Published' : 'Draft'}</span>
                    </td>
                    <td>{episode.published_at ? formatDate(episode.published_at) : '—'}</td>
                    <td className="table__actions">
                      <div className="table__buttons table__buttons--wrap">
                        <PermissionGate landingId={landingId} permission="podcast.edit">
                          <Link className="btn btn--small" to={`/agency/websites/${landingId}/podcast/${episode.id}/edit`} aria-label={`Edit ${episode.title}`}>
                            Edit
                          </Link>
                        </PermissionGate>
                        <PermissionGate landingId={landingId} permission="podcast.edit">
                          <button
                            type="button"
                            className="btn btn--small"
                            disabled={action.isPending}
                            aria-label={`${episode.published ? 'Unpublish' : 'Publish'} ${episode.title}`}
                            onClick={() => action.mutate({ episodeId: episode.id, action: episode.published ? 'unpublish' : 'publish' })}
                          >
                            {episode.published ? 'Unpublish' : 'Publish'}
                          </button>
                        </PermissionGate>
                        <PermissionGate landingId={landingId} permission="podcast.edit">
                          <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(episode)} aria-label={`Delete ${episode.title}`}>
                            Delete
                          </button>
                        </PermissionGate>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={page} perPage={PAGE_SIZE} total={episodes.data.meta.total} onPage={(next) => update({ page: next })} label="Episode pages" />
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Delete this episode?"
          message={
            <>
              <strong>{deleting.title}</strong> (/episodes/{deleting.unique_name}) is deleted and its address stops answering. This cannot be undone.
            </>
          }
          confirmLabel="Delete episode"
          busy={action.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => action.mutate({ episodeId: deleting.id, action: 'delete' }, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
}
