import type { Episode } from '@tessera/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEpisodeActionMutation, useEpisodes } from '../../../../api/episodes-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { ConfirmDialog } from '../../../../ui/Modal.tsx';
import { useListParams } from '../../../list-params.ts';
import { websiteScreen } from '../website-screen.tsx';
import { SiteContentHeader } from '../site-content/SiteContentHeader.tsx';
import { SiteContentTable } from '../site-content/SiteContentTable.tsx';

const PAGE_SIZE = 20;

/** /agency/websites/{id}/episodes: the website's podcast episodes with create, edit, publish or unpublish, and delete. */
export const EpisodesScreen = websiteScreen(function EpisodesOfWebsite({ landingId }: { landingId: number }) {
  const { page, search, update } = useListParams();
  const episodes = useEpisodes(landingId, { page, perPage: PAGE_SIZE, search });
  const action = useEpisodeActionMutation(landingId);
  const [deleting, setDeleting] = useState<Episode | null>(null);
  return (
    <div className="screen">
      <SiteContentHeader
        landingId={landingId}
        title="Episodes"
        noun={['episode', 'episodes']}
        total={episodes.data?.meta.total}
        sitePath="/episodes"
        create={{ to: `/agency/websites/${landingId}/podcast/create`, label: 'Add an episode', permission: 'podcast.edit' }}
        search={search}
        onSearch={(next) => update({ search: next })}
      />
      <SiteContentTable
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
          busy={action.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => action.mutate({ episodeId: deleting.id, action: 'delete' }, { onSettled: () => setDeleting(null) })}
        />
      ) : null}
    </div>
  );
});
