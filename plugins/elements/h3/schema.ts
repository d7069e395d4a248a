import { htmlSchema, typographyFields, z, type TypographyBrand } from '@tessera/sdk';

/** A heading in the brand kit's heading font and text colour, unless it has its own. */
export const HEADING_BRAND: TypographyBrand = { font: 'heading', color: 'text' };

export const h3Props = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'A smaller heading' }),
  ...typographyFields({ fontSize: 28, mobileFontSize: 22, alignment: 'center', fontWeight: 600, lineHeight: 1.3, brand: HEADING_BRAND }),
});

export type H3Props = z.infer<typeof h3Props>;
