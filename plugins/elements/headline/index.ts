import { defineElement } from '@tessera/sdk';
import { HeadlineRender } from './Render.tsx';
import { headlineProps, type HeadlineProps } from './schema.ts';

export default defineElement<HeadlineProps>({
  id: 'headline',
  version: '1.0.0',
  label: 'Headline',
  category: 'text',
  premium: false,
  icon: 'heading',
  props: headlineProps,
  Render: HeadlineRender,
  Panel: () => import('./Panel.tsx'),
});
