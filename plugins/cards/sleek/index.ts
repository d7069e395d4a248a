import { defineCardDesign } from '@tessera/sdk';
import { sleekCss, sleekFont } from './card.css.ts';
import Render from './Render.tsx';
import { sleekSchema } from './schema.ts';

/** design3 Sleek (spec §3): the whole card in the theme colour, the channels as pills with their names (or icons only). */
export default defineCardDesign({
  id: 'design3',
  version: '1.0.0',
  label: 'Sleek',
  premium: false,
  schema: sleekSchema,
  Render,
  Panel: () => import('./Panel.tsx'),
  css: sleekCss,
  font: sleekFont,
});
