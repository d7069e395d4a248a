import { Icon, useAppSiteData, type ElementRenderProps } from '@tessera/sdk';
import type { CSSProperties } from 'react';
import { channelSiteData, type YoutubeGalleryProps } from './schema.ts';

/**
 * A channel's newest videos as a grid of thumbnails. Each is a link to the video that the
 * island swaps for the player on click: no script, frame or cookie of the video site before.
 */
export function YoutubeGalleryRender({ props, mode }: ElementRenderProps<YoutubeGalleryProps>) {
  const data = useAppSiteData('video-channels', channelSiteData);
  const channel = props.channel === null ? data?.channels[0] : data?.channels.find((entry) => entry.id === props.channel);
  const videos = channel?.videos.slice(0, props.count) ?? [];
  if (!channel || videos.length === 0) {
    return mode === 'canvas' ? (
      <div className="ts-youtube-gallery ts-youtube-gallery__placeholder">
        <Icon name="video" size={32} color="#9ca3af" />
        <span>The channel&apos;s newest videos show here once it is shown on this website (Video channels).</span>
      </div>
    ) : null;
  }
  return (
    <section className="ts-youtube-gallery" aria-label={props.heading || channel.title}>
      {props.heading ? <h2 className="ts-youtube-gallery__heading">{props.heading}</h2> : null}
      <ul className="ts-youtube-gallery__grid" style={{ '--ts-youtube-columns': props.columns } as CSSProperties}>
        {videos.map((video) => (
          <li key={video.video_id} className="ts-youtube-gallery__item">
            <div className="ts-youtube-gallery__frame">
              <a
                className="ts-youtube-gallery__facade"
                href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.video_id)}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Play video: ${video.title}`}
                data-video-embed={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.video_id)}?autoplay=1`}
                data-video-title={video.title}
              >
                {video.thumbnail ? <img className="ts-youtube-gallery__thumb" src={video.thumbnail} alt="" width={480} height={360} loading="lazy" decoding="async" /> : null}
                <span className="ts-youtube-gallery__play" aria-hidden="true">
                  <Icon name="play" size={24} color="#ffffff" />
                </span>
              </a>
            </div>
            <p className="ts-youtube-gallery__title">{video.title}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
