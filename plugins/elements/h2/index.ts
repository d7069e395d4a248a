import { defineElement, richTextToPlainText, typographyCss, typographyText } from '@tessera/sdk';
import { H2Render } from './Render.tsx';
import { HEADING_BRAND, h2Props, type H2Props } from './schema.ts';

export default defineElement<H2Props>({
  id: 'h2',
  version: '1.0.0',
  label: 'H2',
  category: 'text',
  premium: false,
  icon: 'heading-2',
  props: h2Props,
  Render: H2Render,
  accessibility: (props) => ({ headings: [{ level: 2, text: richTextToPlainText(props.content) }], texts: [typographyText(props, props.content, HEADING_BRAND)] }),
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-h2`, props),
});
