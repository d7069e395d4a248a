import { Icon, type ElementRenderProps } from '@tessera/sdk';
import type { AudioProps } from './schema.ts';

export function AudioRender({ props, mode }: ElementRenderProps<AudioProps>) {
  if (!props.url) {
    return mode === 'canvas' ? (
      <div className="ts-audio ts-audio__placeholder" role="img" aria-label="No audio file chosen yet">
        <Icon name="music" size={32} color="#9ca3af" />
      </div>
    ) : null;
  }
  const name = [props.title, props.artist].filter(Boolean).join(' – ');
  return (
    <figure className="ts-audio" style={{ background: props.backgroundColor, color: props.textColor, borderRadius: `${props.borderRadius}px` }}>
      {props.cover.url ? (
        <img className="ts-audio__cover" src={props.cover.url} alt={props.cover.alt} width={72} height={72} loading="lazy" decoding="async" />
      ) : (
        <span className="ts-audio__cover ts-audio__cover--icon" aria-hidden="true">
          <Icon name="music" size={32} />
        </span>
      )}
      <div className="ts-audio__body">
        {name ? (
          <figcaption className="ts-audio__caption">
            {props.title ? <span className="ts-audio__title">{props.title}</span> : null}
            {props.artist ? <span className="ts-audio__artist">{props.artist}</span> : null}
          </figcaption>
        ) : null}
        {/* Autoplay would start playing inside the designer, so only the published page gets it. */}
        <audio
          className="ts-audio__player"
          src={props.url}
          controls
          preload="metadata"
          autoPlay={props.autoplay && mode === 'published'}
          loop={props.loop}
          aria-label={name || 'Audio'}
        >
          <a href={props.url}>Download the audio</a>
        </audio>
      </div>
    </figure>
  );
}
