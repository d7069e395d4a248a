import { defineElement } from '@tessera/sdk';
import { IconRender } from './Render.tsx';
import { iconProps, type IconProps } from './schema.ts';

export default defineElement<IconProps>({
  id: 'icon',
  version: '1.0.0',
  label: 'Icon',
  category: 'misc',
  premium: false,
  icon: 'star',
  props: iconProps,
  Render: IconRender,
  Panel: () => import('./Panel.tsx'),
});
