import { defineCardDesign } from '@tessera/sdk';
import { modernCss, modernFont } from './card.css.ts';
import Render from './Render.tsx';
import { modernSchema } from './schema.ts';

/** design1 Modern (spec §3): a cover in the theme colour with the photo overlapping it, the channels as round icon buttons. */
export default defineCardDesign({
  id: 'design1',
  version: '1.0.0',
  label: 'Modern',
  premium: false,
  schema: modernSchema,
  Render,
  Panel: () => import('./Panel.tsx'),
  css: modernCss,
  font: modernFont,
});
