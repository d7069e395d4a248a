import { htmlSchema, typographyFields, z } from '@tessera/sdk';

export const subHeadlineProps = z.object({
  content: htmlSchema('rich-text', { max: 10_000, default: 'One sentence that tells visitors why the headline matters to them' }),
  ...typographyFields({ fontSize: 22, mobileFontSize: 18, alignment: 'center', color: '#4b5563', fontWeight: 400, lineHeight: 1.4 }),
});

export type SubHeadlineProps = z.infer<typeof subHeadlineProps>;
