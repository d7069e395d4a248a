import { defineElement, typographyCss, typographyText } from '@tessera/sdk';
import { BulletListRender } from './Render.tsx';
import { bulletListProps, type BulletListProps } from './schema.ts';

export default defineElement<BulletListProps>({
  id: 'bullet-list',
  version: '1.0.0',
  label: 'Bullet List',
  category: 'text',
  premium: false,
  icon: 'list-checks',
  props: bulletListProps,
  Render: BulletListRender,
  accessibility: (props) => ({ texts: props.items.map((item) => typographyText(props, item.content)) }),
  Panel: () => import('./Panel.tsx'),
  css: (props, scope) => typographyCss(`${scope} .ts-bullet-list`, props),
});
