import { Icon, normalizeLink, useSite, type ElementRenderProps } from '@tessera/sdk';
import type { CSSProperties } from 'react';
import type { ImageProps } from './schema.ts';

const MARGINS = { left: '0 auto 0 0', center: '0 auto', right: '0 0 0 auto' } as const;

export function ImageRender({ props, mode }: ElementRenderProps<ImageProps>) {
  const site = useSite();
  const { image } = props;
  const frame: CSSProperties = { margin: MARGINS[props.alignment] };
  if (!image.url) {
    // Only the designer needs to see where an image will go; the published page shows nothing.
    return mode === 'canvas' ? (
      <div className="ts-image ts-image__placeholder" style={frame} role="img" aria-label="No image chosen yet">
        <Icon name="image" size={40} color="#9ca3af" />
      </div>
    ) : null;
  }
  const href = normalizeLink(props.link, site.basePath);
  const img = (
    <img
      className="ts-image__img"
      src={image.url}
      alt={image.alt || (href ? props.caption : '')}
      loading="lazy"
      decoding="async"
      style={{
        // Ratio is height / width: reserving the box keeps the page from jumping while the image loads.
        aspectRatio: image.Ratio > 0 ? `1 / ${image.Ratio}` : undefined,
        objectFit: props.objectFit,
        borderRadius: props.borderRadius ? `${props.borderRadius}px` : undefined,
      }}
    />
  );
  return (
    <figure className="ts-image" style={frame}>
      {href ? (
        <a className="ts-image__link" href={href} {...(props.openInNewWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {img}
        </a>
      ) : (
        img
      )}
      {props.caption ? (
        <figcaption className="ts-image__caption" style={{ textAlign: props.alignment }}>
          {props.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
