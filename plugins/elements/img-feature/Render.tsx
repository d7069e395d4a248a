import { BUTTON_BASE_CSS, FeatureText, featureTextCss, type ElementRenderProps } from '@tessera/sdk';
import type { ImgFeatureProps } from './schema.ts';

export const IMG_FEATURE_CSS =
  BUTTON_BASE_CSS +
  '.ts-img-feature{display:flex;gap:24px}.ts-img-feature--top{flex-direction:column}.ts-img-feature--left{flex-direction:row;align-items:center}.ts-img-feature--right{flex-direction:row-reverse;align-items:center}' +
  '.ts-img-feature__image{display:block;width:100%;height:auto;object-fit:cover}' +
  '.ts-img-feature__placeholder{display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;background:#e5e7eb;color:#6b7280;font-size:14px}' +
  featureTextCss('ts-img-feature');

function Media({ props, canvas }: { props: ImgFeatureProps; canvas: boolean }) {
  const { image } = props;
  const radius = `${props.imageRadius}px`;
  if (!image.url) {
    // Only the designer shows the empty slot; a published page simply has no picture.
    return canvas ? (
      <div className="ts-img-feature__media">
        <div className="ts-img-feature__placeholder" style={{ borderRadius: radius }}>
          Choose an image
        </div>
      </div>
    ) : null;
  }
  return (
    <div className="ts-img-feature__media">
      <img
        className="ts-img-feature__image"
        src={image.url}
        alt={image.alt}
        loading="lazy"
        style={{ borderRadius: radius, ...(image.Ratio > 0 ? { aspectRatio: `1 / ${image.Ratio}` } : {}) }}
      />
    </div>
  );
}

export function ImgFeatureRender({ props, mode }: ElementRenderProps<ImgFeatureProps>) {
  return (
    <div className={`ts-img-feature ts-img-feature--${props.imagePosition}`}>
      <Media props={props} canvas={mode === 'canvas'} />
      <FeatureText block="ts-img-feature" props={props} style={{ textAlign: props.alignment }} />
    </div>
  );
}
