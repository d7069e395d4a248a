import { BUTTON_BASE_CSS, ButtonView, fontStack, type ElementRenderProps } from '@tessera/sdk';
import type { ImgFeatureProps } from './schema.ts';

export const IMG_FEATURE_CSS =
  BUTTON_BASE_CSS +
  '.ts-img-feature{display:flex;gap:24px}.ts-img-feature--top{flex-direction:column}.ts-img-feature--left{flex-direction:row;align-items:center}.ts-img-feature--right{flex-direction:row-reverse;align-items:center}' +
  '.ts-img-feature__image{display:block;width:100%;height:auto;object-fit:cover}' +
  '.ts-img-feature__placeholder{display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;background:#e5e7eb;color:#6b7280;font-size:14px}' +
  '.ts-img-feature__body{min-width:0;flex:1}.ts-img-feature__title{margin:0 0 8px;line-height:1.25}.ts-img-feature__text>:first-child{margin-top:0}.ts-img-feature__text>:last-child{margin-bottom:0}' +
  '.ts-img-feature__body .ts-button-block{margin-top:16px}';

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
  const Title = props.titleTag;
  const font = fontStack(props.fontFamily);
  return (
    <div className={`ts-img-feature ts-img-feature--${props.imagePosition}`}>
      <Media props={props} canvas={mode === 'canvas'} />
      <div className="ts-img-feature__body" style={{ textAlign: props.alignment }}>
        {props.title ? (
          <Title className="ts-img-feature__title" style={{ color: props.titleColor, fontSize: `${props.titleSize}px`, fontFamily: font }}>
            {props.title}
          </Title>
        ) : null}
        <div
          className="ts-img-feature__text"
          style={{ color: props.descriptionColor, fontSize: `${props.descriptionSize}px`, fontFamily: font }}
          dangerouslySetInnerHTML={{ __html: props.description }}
        />
        {props.showButton ? <ButtonView option={props.button} /> : null}
      </div>
    </div>
  );
}
