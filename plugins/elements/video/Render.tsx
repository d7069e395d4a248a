import { Icon, type ElementRenderProps } from '@tessera/sdk';
import { videoSource } from './embed.ts';
import type { VideoProps } from './schema.ts';

const RATIOS = { '16:9': '16 / 9', '4:3': '4 / 3', '1:1': '1 / 1', '9:16': '9 / 16' } as const;

export function VideoRender({ props, mode }: ElementRenderProps<VideoProps>) {
  const frame = { aspectRatio: RATIOS[props.aspectRatio] };
  if (!props.url) {
    return mode === 'canvas' ? (
      <div className="ts-video ts-video__placeholder" style={frame} role="img" aria-label="No video chosen yet">
        <Icon name="video" size={40} color="#9ca3af" />
      </div>
    ) : null;
  }
  const source = videoSource(props);
  if (source.kind === 'file') {
    return (
      <div className="ts-video" style={frame}>
        <video
          className="ts-video__media"
          src={source.src}
          poster={props.poster.url || undefined}
          controls={props.controls}
          // Browsers only autoplay muted video; the designer never plays on its own.
          autoPlay={props.autoplay && mode === 'published'}
          muted={props.autoplay}
          loop={props.loop}
          playsInline
          preload="metadata"
          aria-label={props.title}
        >
          <a href={source.src}>Download the video</a>
        </video>
      </div>
    );
  }
  // A facade: no third-party request until the visitor asks for the video; without JavaScript it is a link to it.
  return (
    <div className="ts-video" style={frame}>
      <a
        className="ts-video__facade"
        href={source.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Play video: ${props.title}`}
        {...(source.kind === 'embed' ? { 'data-video-embed': source.src, 'data-video-title': props.title } : {})}
      >
        {source.kind === 'embed' && source.thumbnail ? (
          <img className="ts-video__poster" src={source.thumbnail} alt="" loading="lazy" decoding="async" />
        ) : null}
        <span className="ts-video__play" aria-hidden="true">
          <Icon name="play" size={32} color="#ffffff" />
        </span>
        {props.title ? <span className="ts-video__title">{props.title}</span> : null}
      </a>
    </div>
  );
}
