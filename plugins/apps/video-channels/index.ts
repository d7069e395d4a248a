import { defineApp } from '@tessera/sdk';
import youtubeGallery from './elements/youtube-gallery/index.ts';

/**
 * Video channels (spec §7 "Video channel"): an agency adds channels of the video site, chooses
 * the websites that show each, and places a Youtube Gallery of a channel's newest videos on their
 * pages. Premium: granted per plan.
 */
export default defineApp({
  id: 'video-channels',
  version: '1.0.0',
  label: 'Video channels',
  premium: true,
  directory: {
    description: "Show your video channel's newest videos on your websites, each playing in place when a visitor clicks it.",
    icon: 'video',
  },
  elements: [youtubeGallery],
  screens: [
    { scope: 'agency', path: 'video-channels', nav: { label: 'Video channels' }, load: () => import('./screens/VideoChannelsScreen.tsx') },
    { scope: 'agency', path: 'video-channels/:channelId', load: () => import('./screens/VideoChannelScreen.tsx') },
  ],
  server: '@tessera/app-video-channels/server',
});
