import { defineElement, richTextToPlainText, typographyCss, typographyText } from '@tessera/sdk';
import { H1Render } from './Render.tsx';
import { HEADING_BRAND, h1Props, type H1Props } from './schema.ts';

export default defineElement<H1Props>({
  id: 'h1',
  version: '1.0.0',
  label: 'H1',
  category: 'text',
  premium: false,
  icon: 'heading-1',
  props: h1Props,
  Render: H1Render,
  accessibility: (props) => ({ headings: [{ level: 1, text: richTextToPlainText(props.content) }], texts: [typographyText(props, props.content, HEADING_BRAND)] }),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-h1`, props),
});
