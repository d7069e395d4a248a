import { htmlSchema, typographyFields, z, type TypographyBrand } from '@tessera/sdk';

/** Text in the brand kit's body font and colour, unless it has its own. */
export const SUB_HEADLINE_BRAND: TypographyBrand = { font: 'body', color: 'muted', fallback: '#4b5563' };

export const subHeadlineProps = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'One sentence that tells visitors why the headline matters to them' }),
  ...typographyFields({ fontSize: 22, mobileFontSize: 18, alignment: 'center', fontWeight: 400, lineHeight: 1.4, brand: SUB_HEADLINE_BRAND }),
});

export type SubHeadlineProps = z.infer<typeof subHeadlineProps>;
