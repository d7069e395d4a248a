import { imageOptionSchema, linkSchema, z } from '@tessera/sdk';

export const IMAGE_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill'] as const;

export const imageProps = z.object({
  image: imageOptionSchema.prefault({}),
  link: linkSchema,
  openInNewWindow: z.boolean().default(false),
  /** Share of the column the image takes, in percent; phones always get the full width. */
  width: z.number().int().min(1).max(100).default(100),
  alignment: z.enum(IMAGE_ALIGNMENTS).default('center'),
  borderRadius: z.number().int().min(0).max(500).default(0),
  objectFit: z.enum(IMAGE_FITS).default('cover'),
  caption: z.string().max(500, 'A caption holds at most 500 characters').default(''),
});

export type ImageProps = z.infer<typeof imageProps>;
