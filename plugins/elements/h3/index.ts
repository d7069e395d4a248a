import { defineElement, richTextToPlainText, typographyCss, typographyText } from '@tessera/sdk';
import { H3Render } from './Render.tsx';
import { HEADING_BRAND, h3Props, type H3Props } from './schema.ts';

export default defineElement<H3Props>({
  id: 'h3',
  version: '1.0.0',
  label: 'H3',
  category: 'text',
  premium: false,
  icon: 'heading-3',
  props: h3Props,
  Render: H3Render,
  accessibility: (props) => ({ headings: [{ level: 3, text: richTextToPlainText(props.content) }], texts: [typographyText(props, props.content, HEADING_BRAND)] }),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-h3`, props),
});
