import type { CSSProperties } from 'react';
import { colorOrBrand, fontOrBrand } from '../render/brand.ts';
import { ButtonView } from '../render/ButtonView.tsx';
import type { FeatureTextProps, OptionalButtonProps } from './feature-text.ts';

/** The title, the description and the optional button of a feature, in block `block` (`featureTextCss`). */
export function FeatureText({ block, props, style }: { block: string; props: FeatureTextProps & OptionalButtonProps; style?: CSSProperties }) {
  const Title = props.titleTag;
  const font = fontOrBrand(props.fontFamily);
  return (
    <div className={`${block}__body`} style={style}>
      {props.title ? (
        <Title className={`${block}__title`} style={{ color: colorOrBrand(props.titleColor, 'text', '#1f2937'), fontSize: `${props.titleSize}px`, fontFamily: font }}>
          {props.title}
        </Title>
      ) : null}
      <div
        className={`${block}__text`}
        style={{ color: props.descriptionColor, fontSize: `${props.descriptionSize}px`, fontFamily: font }}
        dangerouslySetInnerHTML={{ __html: props.description }}
      />
      {props.showButton ? <ButtonView option={props.button} /> : null}
    </div>
  );
}
