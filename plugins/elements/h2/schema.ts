import { htmlSchema, typographyFields, z } from '@tessera/sdk';

export const h2Props = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'A section heading' }),
  ...typographyFields({ fontSize: 36, mobileFontSize: 28, alignment: 'center', fontWeight: 700, lineHeight: 1.15 }),
});

export type H2Props = z.infer<typeof h2Props>;
