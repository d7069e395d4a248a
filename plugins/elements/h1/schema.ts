import { htmlSchema, typographyFields, z } from '@tessera/sdk';

export const h1Props = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'Your main headline' }),
  ...typographyFields({ fontSize: 48, mobileFontSize: 32, alignment: 'center', fontWeight: 700, lineHeight: 1.15 }),
});

export type H1Props = z.infer<typeof h1Props>;
