import { defineApp } from '@tessera/sdk';
import podcastGallery from './elements/podcast-gallery/index.ts';

/**
 * Podcasts (spec §7 "episodes"): a website's podcast episodes, written in the dashboard and
 * served at /episodes and /episodes/{unique_name} once published. Not premium: every website
 * may have episodes, as before apps were plugins.
 */
export default defineApp({
  id: 'podcasts',
  version: '1.0.0',
  label: 'Podcasts',
  premium: false,
  directory: {
    description: "A website's podcast: episodes with their audio, image and notes, listed at /episodes and playable where they are listed.",
    icon: 'music',
  },
  elements: [podcastGallery],
  screens: [
    { scope: 'website', path: 'episodes', nav: { label: 'Episodes' }, permission: 'podcast.edit', load: () => import('./screens/EpisodesScreen.tsx') },
    { scope: 'website', path: 'podcast/import', permission: 'podcast.edit', load: () => import('./screens/PodcastImportScreen.tsx') },
    { scope: 'website', path: 'podcast/settings', permission: 'podcast.edit', load: () => import('./screens/PodcastSettingsScreen.tsx') },
    { scope: 'website', path: 'podcast/create', permission: 'podcast.edit', load: () => import('./screens/EpisodeEditorScreen.tsx') },
    { scope: 'website', path: 'podcast/:episodeId/edit', permission: 'podcast.edit', load: () => import('./screens/EpisodeEditorScreen.tsx') },
    { scope: 'agency', path: 'podcasts', nav: { label: 'Podcasts' }, load: () => import('./screens/PodcastCollectionsScreen.tsx') },
    { scope: 'agency', path: 'podcasts/:collectionId', load: () => import('./screens/PodcastCollectionScreen.tsx') },
  ],
  reservedPaths: ['episodes'],
  permissions: [{ key: 'podcast.edit', label: 'Edit podcast episodes' }],
  server: '@tessera/app-podcasts/server',
});
