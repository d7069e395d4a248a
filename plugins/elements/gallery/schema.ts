import { colorSchema, GALLERY_TYPES, imageOptionSchema, SLIDER_DEFAULTS, z } from '@tessera/sdk';

export type GalleryType = (typeof GALLERY_TYPES)[number];
/** The types that show one image at a time; the others are grids. */
export const SLIDER_TYPES = ['slide', 'coverflow', 'card', 'creative'] as const satisfies readonly GalleryType[];

export function isSliderType(type: GalleryType): boolean {
  return (SLIDER_TYPES as readonly GalleryType[]).includes(type);
}

export const MAX_IMAGES = 50;
export const GALLERY_FITS = ['cover', 'contain'] as const;

export const galleryImageSchema = z.object({
  image: imageOptionSchema.prefault({}),
  caption: z.string().max(300, 'A caption holds at most 300 characters').default(''),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryProps = z.object({
  images: z.array(galleryImageSchema).max(MAX_IMAGES, `A gallery holds at most ${MAX_IMAGES} images`).default([]),
  type: z.enum(GALLERY_TYPES).default('standardGallery'),
  /** Grid columns; phones show at most two. */
  columns: z.number().int().min(1).max(6).default(3),
  gap: z.number().int().min(0).max(100).default(12),
  /** Slider height in px. */
  height: z.number().int().min(100).max(2000).default(SLIDER_DEFAULTS.height),
  autoplay: z.boolean().default(false),
  /** Seconds each slide shows when the slider plays on its own. */
  duration: z.number().int().min(1).max(60).default(SLIDER_DEFAULTS.duration),
  arrows: z.boolean().default(true),
  dots: z.boolean().default(true),
  lightbox: z.boolean().default(true),
  showCaptions: z.boolean().default(true),
  borderRadius: z.number().int().min(0).max(100).default(0),
  fit: z.enum(GALLERY_FITS).default('cover'),
  /** Arrows and dots. */
  controlColor: colorSchema.default('#111827'),
});

export type GalleryProps = z.infer<typeof galleryProps>;
