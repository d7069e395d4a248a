import { defineElement, typographyCss, typographyText } from '@tessera/sdk';
import { SubHeadlineRender } from './Render.tsx';
import { SUB_HEADLINE_BRAND, subHeadlineProps, type SubHeadlineProps } from './schema.ts';

export default defineElement<SubHeadlineProps>({
  id: 'sub-headline',
  version: '1.0.0',
  label: 'Sub Headline',
  category: 'text',
  premium: false,
  icon: 'type',
  props: subHeadlineProps,
  Render: SubHeadlineRender,
  accessibility: (props) => ({ texts: [typographyText(props, props.content, SUB_HEADLINE_BRAND)] }),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-sub-headline`, props),
});
