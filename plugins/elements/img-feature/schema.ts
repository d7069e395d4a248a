import {
  buttonOptionSchema,
  colorSchema,
  DEFAULT_FONT_FAMILY,
  FONT_FAMILIES,
  htmlSchema,
  imageOptionSchema,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  z,
} from '@tessera/sdk';

export const IMAGE_POSITIONS = ['top', 'left', 'right'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const TITLE_TAGS = ['h2', 'h3', 'h4'] as const;
export const IMAGE_WIDTH = { min: 20, max: 80 } as const;
export const IMAGE_RADIUS = { min: 0, max: 200 } as const;

const fontSize = z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE);

export const imgFeatureProps = z.object({
  image: imageOptionSchema.prefault({}),
  imagePosition: z.enum(IMAGE_POSITIONS).default('top'),
  /** Share of the width the image takes beside the text, in percent. */
  imageWidth: z.number().int().min(IMAGE_WIDTH.min).max(IMAGE_WIDTH.max).default(40),
  imageRadius: z.number().int().min(IMAGE_RADIUS.min).max(IMAGE_RADIUS.max).default(8),
  alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  title: z.string().trim().max(200, 'A title holds at most 200 characters').default('A feature worth showing'),
  titleTag: z.enum(TITLE_TAGS).default('h3'),
  titleColor: colorSchema.default('#1f2937'),
  titleSize: fontSize.default(22),
  fontFamily: z.enum(FONT_FAMILIES).default(DEFAULT_FONT_FAMILY),
  description: htmlSchema('rich-text', { max: 5000, default: '<p>Describe what the picture shows and why it matters to your customers.</p>' }),
  descriptionColor: colorSchema.default('#4b5563'),
  descriptionSize: fontSize.default(16),
  showButton: z.boolean().default(false),
  button: buttonOptionSchema.prefault({ Text: 'Learn more', Alignment: 'left' }),
});

export type ImgFeatureProps = z.infer<typeof imgFeatureProps>;
