import { z } from '@tessera/sdk';

export const YOUTUBE_GALLERY_MAX = 24;

export const youtubeGalleryProps = z.object({
  heading: z.string().max(200).default(''),
  /** The agency's channel (its id in the app); null shows the first channel the website shows. */
  channel: z.number().int().positive().nullable().default(null),
  count: z.number().int().min(1).max(YOUTUBE_GALLERY_MAX).default(6),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
});
export type YoutubeGalleryProps = z.infer<typeof youtubeGalleryProps>;

/** What the video channels app tells its elements about a website: the channels it shows. */
export const channelSiteData = z.object({
  channels: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      channel_id: z.string(),
      videos: z.array(z.object({ video_id: z.string(), title: z.string(), thumbnail: z.string(), published_at: z.string().nullable() })),
    }),
  ),
});
export type ChannelSiteData = z.infer<typeof channelSiteData>;
