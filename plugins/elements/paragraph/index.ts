import { defineElement, typographyCss, typographyText } from '@tessera/sdk';
import { ParagraphRender } from './Render.tsx';
import { PARAGRAPH_BRAND, paragraphProps, type ParagraphProps } from './schema.ts';

export default defineElement<ParagraphProps>({
  id: 'paragraph',
  version: '1.0.0',
  label: 'Paragraph',
  category: 'text',
  premium: false,
  icon: 'pilcrow',
  props: paragraphProps,
  Render: ParagraphRender,
  accessibility: (props) => ({ texts: [typographyText(props, props.content, PARAGRAPH_BRAND)] }),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-paragraph`, props),
  baseCss: '.ts-paragraph>:first-child{margin-top:0}.ts-paragraph>:last-child{margin-bottom:0}',
});
