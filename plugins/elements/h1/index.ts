import { defineElement, typographyCss } from '@tessera/sdk';
import { H1Render } from './Render.tsx';
import { h1Props, type H1Props } from './schema.ts';

export default defineElement<H1Props>({
  id: 'h1',
  version: '1.0.0',
  label: 'H1',
  category: 'text',
  premium: false,
  icon: 'heading-1',
  props: h1Props,
  Render: H1Render,
  Panel: () => import('./Panel.tsx'),
  richText: { prop: 'content' },
  css: (props, scope) => typographyCss(`${scope} .ts-h1`, props),
});
