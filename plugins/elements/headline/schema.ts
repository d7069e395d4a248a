import { brandFontFamilySchema, MAX_FONT_SIZE, MIN_FONT_SIZE, z } from '@tessera/sdk';

export const HEADLINE_TAGS = ['h1', 'h2', 'h3'] as const;
export const HEADLINE_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

export const headlineProps = z.object({
  text: z.string().max(2000, 'A headline holds at most 2000 characters').default('Your headline here'),
  tag: z.enum(HEADLINE_TAGS).default('h1'),
  alignment: z.enum(HEADLINE_ALIGNMENTS).default('center'),
  /** '' : the brand kit's text colour. */
  color: z
    .string()
    .regex(/^(#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8}))?$/i, 'Colour must be a hex colour such as #1f2937')
    .default(''),
  /** '' : the brand kit's heading font. */
  fontFamily: brandFontFamilySchema.default(''),
  fontSize: z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE).default(36),
});

export type HeadlineProps = z.infer<typeof headlineProps>;
