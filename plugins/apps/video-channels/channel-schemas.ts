import { z } from '@tessera/sdk';

/** Video channels (spec §7 "Video channel"): an agency's channels of the video site, shown on its websites. */

export const channelFoundSchema = z.object({
  channel_id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
});
export type ChannelFound = z.infer<typeof channelFoundSchema>;

export const videoSchema = z.object({
  video_id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  published_at: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const channelSchema = z.object({
  id: z.number().int(),
  channel_id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  subscriber_count: z.number().int().nullable(),
  video_count: z.number().int().nullable(),
  refreshed_at: z.string(),
  /** The agency's websites that show it. */
  landing_ids: z.array(z.number().int()),
  videos: z.array(videoSchema),
});
export type Channel = z.infer<typeof channelSchema>;

export const commentSchema = z.object({
  id: z.string(),
  author: z.string(),
  author_image: z.string(),
  text: z.string(),
  likes: z.number().int(),
  replies: z.number().int(),
  published_at: z.string(),
});
export type VideoComment = z.infer<typeof commentSchema>;

const channelIdRule = z
  .string({ error: 'The channel id field is required.' })
  .trim()
  .min(1, 'The channel id field is required.')
  .regex(/^UC[\w-]{22}$/, 'Use a channel id as the video site shows it (UC followed by 22 letters, digits, - or _).');

export const searchChannelBodySchema = z.object({
  term: z.string({ error: 'The term field is required.' }).trim().min(1, 'The term field is required.').max(200, 'The term may not be longer than 200 characters.'),
});
export const addChannelBodySchema = z.object({ channel_id: channelIdRule });
export const channelParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const videoParamsSchema = z.object({ id: z.string().regex(/^[\w-]{11}$/, 'Use a video id as the video site shows it (11 letters, digits, - or _).') });

export const channelEnvelope = z.object({ data: channelSchema });
export const channelSavedSchema = z.object({ data: channelSchema, message: z.string(), success: z.boolean() });
export const channelListSchema = z.object({ data: z.array(channelSchema.omit({ videos: true })) });
export const channelSearchSchema = z.object({ data: z.array(channelFoundSchema) });
export const commentListSchema = z.object({ data: z.array(commentSchema) });
