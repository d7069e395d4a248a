import { listingSetting } from '@tessera/sdk';
import { EPISODES_TITLE } from './episode-pages.tsx';

/** pages/podcast-setting: the /episodes list's heading and description, read and changed beside the website's pages. */
export const podcastSetting = listingSetting({
  name: 'podcast-setting',
  table: 'podcasts_settings',
  label: 'Podcast',
  listPath: '/episodes',
  defaultTitle: EPISODES_TITLE,
  permissions: { view: 'podcast.edit', change: 'podcast.edit' },
});
