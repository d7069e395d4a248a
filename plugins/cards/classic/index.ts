import { defineCardDesign } from '@tessera/sdk';
import { classicCss, classicFont } from './card.css.ts';
import Render from './Render.tsx';
import { classicSchema } from './schema.ts';

/** design2 Classic (spec §3): a white card with the photo beside the details and the channels as a named list. */
export default defineCardDesign({
  id: 'design2',
  version: '1.0.0',
  label: 'Classic',
  premium: false,
  schema: classicSchema,
  Render,
  css: classicCss,
  font: classicFont,
});
