import { imageOptionSchema, pathOrUrlSchema, z } from '@tessera/sdk';

export const VIDEO_ASPECT_RATIOS = ['16:9', '4:3', '1:1', '9:16'] as const;

export const videoProps = z.object({
  /** A youtube or vimeo page, or a video file (http(s), scheme optional, or an upload on this server). */
  url: pathOrUrlSchema('Use a youtube or vimeo link, or the address of a video file'),
  /** Names the player for screen readers and on the play button. */
  title: z.string().max(200).default('Video'),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS).default('16:9'),
  autoplay: z.boolean().default(false),
  loop: z.boolean().default(false),
  controls: z.boolean().default(true),
  poster: imageOptionSchema.prefault({}),
});

export type VideoProps = z.infer<typeof videoProps>;
