import { htmlSchema, typographyFields, z, type TypographyBrand } from '@tessera/sdk';

/** A heading in the brand kit's heading font and text colour, unless it has its own. */
export const HEADING_BRAND: TypographyBrand = { font: 'heading', color: 'text' };

export const h2Props = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'A section heading' }),
  ...typographyFields({ fontSize: 36, mobileFontSize: 28, alignment: 'center', fontWeight: 700, lineHeight: 1.15, brand: HEADING_BRAND }),
});

export type H2Props = z.infer<typeof h2Props>;
