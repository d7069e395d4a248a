import { classifyVideoLink, normalizeLink, videoEmbedUrl, youtubeVideoId } from '@tessera/sdk';
import type { VideoProps } from './schema.ts';

export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; href: string; thumbnail: string }
  /** A youtube or vimeo address without a video id (a channel page): only a link to it makes sense. */
  | { kind: 'link'; href: string };

/** How a video link plays (spec §5): youtube and vimeo through their player, anything else as a file. */
export function videoSource(props: VideoProps): VideoSource {
  const kind = classifyVideoLink(props.url);
  const href = normalizeLink(props.url);
  if (kind === 'video') return { kind: 'file', src: href };
  const player = videoEmbedUrl(props.url);
  if (!player) return { kind: 'link', href };
  const src = new URL(player);
  // The visitor's click (or the autoplay setting) is what loads the player, so it starts at once.
  src.searchParams.set('autoplay', '1');
  if (props.autoplay) src.searchParams.set(kind === 'youtube' ? 'mute' : 'muted', '1');
  if (!props.controls) src.searchParams.set('controls', '0');
  const youtubeId = kind === 'youtube' ? youtubeVideoId(props.url) : null;
  if (props.loop) {
    src.searchParams.set('loop', '1');
    // YouTube loops a single video only as a playlist of itself.
    if (youtubeId) src.searchParams.set('playlist', youtubeId);
  }
  const thumbnail = props.poster.url || (youtubeId ? `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg` : '');
  return { kind: 'embed', src: src.toString(), href, thumbnail };
}
