import { defineElement, featureTextAccessibility, optionalButtonCss } from '@tessera/sdk';
import { ICON_FEATURE_CSS, IconFeatureRender } from './Render.tsx';
import { iconFeatureProps, type IconFeatureProps } from './schema.ts';

export default defineElement<IconFeatureProps>({
  id: 'icon-feature',
  version: '1.0.0',
  label: 'Icon Feature',
  category: 'misc',
  premium: false,
  icon: 'sparkles',
  props: iconFeatureProps,
  Render: IconFeatureRender,
  accessibility: (props) => featureTextAccessibility(props),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'description' },
  baseCss: ICON_FEATURE_CSS,
  css: optionalButtonCss,
});
