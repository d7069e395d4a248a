import { htmlSchema, typographyFields, z, type TypographyBrand } from '@tessera/sdk';

/** Text in the brand kit's body font and colour, unless it has its own. */
export const PARAGRAPH_BRAND: TypographyBrand = { font: 'body', color: 'text', fallback: '#374151' };

export const paragraphProps = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: '<p>Tell your visitors what you offer, who it is for and what they should do next.</p>' }),
  ...typographyFields({ fontSize: 16, mobileFontSize: 16, alignment: 'left', fontWeight: 400, lineHeight: 1.6, brand: PARAGRAPH_BRAND }),
});

export type ParagraphProps = z.infer<typeof paragraphProps>;
