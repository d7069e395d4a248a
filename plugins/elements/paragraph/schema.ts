import { htmlSchema, typographyFields, z } from '@tessera/sdk';

export const paragraphProps = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: '<p>Tell your visitors what you offer, who it is for and what they should do next.</p>' }),
  ...typographyFields({ fontSize: 16, mobileFontSize: 16, alignment: 'left', color: '#374151', fontWeight: 400, lineHeight: 1.6 }),
});

export type ParagraphProps = z.infer<typeof paragraphProps>;
