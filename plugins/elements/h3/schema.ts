import { htmlSchema, typographyFields, z } from '@tessera/sdk';

export const h3Props = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'A smaller heading' }),
  ...typographyFields({ fontSize: 28, mobileFontSize: 22, alignment: 'center', fontWeight: 600, lineHeight: 1.3 }),
});

export type H3Props = z.infer<typeof h3Props>;
