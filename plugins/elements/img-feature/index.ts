import { defineElement, featureTextAccessibility, mergeAccessibility, MOBILE_QUERY, optionalButtonCss } from '@tessera/sdk';
import { IMG_FEATURE_CSS, ImgFeatureRender } from './Render.tsx';
import { imgFeatureProps, type ImgFeatureProps } from './schema.ts';

function imgFeatureCss(props: ImgFeatureProps, scope: string): string {
  const rules: string[] = [];
  if (props.imagePosition !== 'top') {
    rules.push(
      `${scope} .ts-img-feature__media{flex:0 0 ${props.imageWidth}%;max-width:${props.imageWidth}%}`,
      // Side by side is too narrow on a phone: stack the picture above the text there.
      `${MOBILE_QUERY}{${scope} .ts-img-feature{flex-direction:column;align-items:stretch}${scope} .ts-img-feature__media{flex:none;max-width:100%}}`,
    );
  }
  rules.push(optionalButtonCss(props, scope));
  return rules.join('');
}

export default defineElement<ImgFeatureProps>({
  id: 'img-feature',
  version: '1.0.0',
  label: 'Img Feature',
  category: 'misc',
  premium: false,
  icon: 'image',
  props: imgFeatureProps,
  Render: ImgFeatureRender,
  accessibility: (props) => mergeAccessibility({ images: props.image.url ? [{ alt: props.image.alt }] : [] }, featureTextAccessibility(props)),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'description' },
  baseCss: IMG_FEATURE_CSS,
  css: imgFeatureCss,
});
