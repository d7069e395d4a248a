import { defineCardDesign } from '@tessera/sdk';
import { elegantCss, elegantFont } from './card.css.ts';
import Render from './Render.tsx';
import { elegantSchema } from './schema.ts';

/** design4 Elegant (spec §3): a quiet serif card on a soft background with thin rules, premium. */
export default defineCardDesign({
  id: 'design4',
  version: '1.0.0',
  label: 'Elegant',
  premium: true,
  schema: elegantSchema,
  Render,
  css: elegantCss,
  font: elegantFont,
});
