import { featureTextFields, imageOptionSchema, optionalButtonFields, z } from '@tessera/sdk';

export const IMAGE_POSITIONS = ['top', 'left', 'right'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const IMAGE_WIDTH = { min: 20, max: 80 } as const;
export const IMAGE_RADIUS = { min: 0, max: 200 } as const;

export const imgFeatureProps = z.object({
  image: imageOptionSchema.prefault({}),
  imagePosition: z.enum(IMAGE_POSITIONS).default('top'),
  /** Share of the width the image takes beside the text, in percent. */
  imageWidth: z.number().int().min(IMAGE_WIDTH.min).max(IMAGE_WIDTH.max).default(40),
  imageRadius: z.number().int().min(IMAGE_RADIUS.min).max(IMAGE_RADIUS.max).default(8),
  alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  ...featureTextFields({ title: 'A feature worth showing', description: '<p>Describe what the picture shows and why it matters to your customers.</p>' }),
  ...optionalButtonFields({ Text: 'Learn more', Alignment: 'left' }),
});

export type ImgFeatureProps = z.infer<typeof imgFeatureProps>;
