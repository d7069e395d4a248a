import { z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';
import { episodeListSchema, episodeSavedSchema, type Episode } from '../episode-schemas.ts';

const PAGE_SIZE = 20;
const done = z.object({ message: z.string() });

/** /agency/websites/{id}/episodes: the website's podcast episodes with create, edit, publish or unpublish, and delete. */
export default function EpisodesScreen() {
  const { landingId, request, useQuery, useListParams, Link, kit } = useAppScreen();
  const { ContentListHeader, ContentListTable, PermissionGate, ConfirmDialog } = kit;
  const { page, search, update } = useListParams();
  const query = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE), ...(search ? { search } : {}) });
  const base = `/landings/${landingId}/episodes`;
  const episodes = useQuery(`${base}?${query}`, { schema: episodeListSchema });
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Episode | null>(null);

  const act = (episode: Episode, action: 'publish' | 'unpublish' | 'delete') => {
    setBusy(true);
    const call =
      action === 'delete'
        ? request(`${base}/${episode.id}`, { method: 'DELETE', schema: done })
        : request(`${base}/${episode.id}/${action}`, { method: 'POST', schema: episodeSavedSchema });
    return call.catch(() => {}).finally(() => setBusy(false));
  };

  return (
    <div className="screen">
      <ContentListHeader
        title="Episodes"
        noun={['episode', 'episodes']}
        total={episodes.data?.meta.total}
        sitePath="/episodes"
        create={{ to: `/agency/websites/${landingId}/podcast/create`, label: 'Add an episode', permission: 'podcast.edit' }}
        search={search}
        onSearch={(next) => update({ search: next })}
      />
      <p className="table__buttons">
        <PermissionGate permission="podcast.edit">
          <Link className="btn" to={`/agency/websites/${landingId}/podcast/import`}>
            Import a podcast
          </Link>
        </PermissionGate>
        <Link className="btn" to={`/agency/websites/${landingId}/podcast/settings`}>
          Podcast settings
        </Link>
      </p>
      <ContentListTable
        list={episodes}
        noun={['episode', 'episodes']}
        basePath="/episodes"
        search={search}
        emptyMessage="This website has no podcast episodes."
        page={page}
        perPage={PAGE_SIZE}
        onPage={(next) => update({ page: next })}
        status={(episode) => (
          <span className={episode.published ? 'status-pill status-pill--published' : 'status-pill status-pill--draft'}>{episode.published ? 'Published' : 'Draft'}</span>
        )}
        actions={(episode) => (
          <div className="table__buttons table__buttons--wrap">
            <PermissionGate permission="podcast.edit">
              <Link className="btn btn--small" to={`/agency/websites/${landingId}/podcast/${episode.id}/edit`} aria-label={`Edit ${episode.title}`}>
                Edit
              </Link>
            </PermissionGate>
            <PermissionGate permission="podcast.edit">
              <button
                type="button"
                className="btn btn--small"
                disabled={busy}
                aria-label={`${episode.published ? 'Unpublish' : 'Publish'} ${episode.title}`}
                onClick={() => void act(episode, episode.published ? 'unpublish' : 'publish')}
              >
                {episode.published ? 'Unpublish' : 'Publish'}
              </button>
            </PermissionGate>
            <PermissionGate permission="podcast.edit">
              <button type="button" className="btn btn--small btn--danger" onClick={() => setDeleting(episode)} aria-label={`Delete ${episode.title}`}>
                Delete
              </button>
            </PermissionGate>
          </div>
        )}
      />
      {deleting ? (
        <ConfirmDialog
          title="Delete this episode?"
          message={
            <>
              <strong>{deleting.title}</strong> (/episodes/{deleting.unique_name}) is deleted and its address stops answering. This cannot be undone.
            </>
          }
          confirmLabel="Delete episode"
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void act(deleting, 'delete').then(() => setDeleting(null))}
        />
      ) : null}
    </div>
  );
}
