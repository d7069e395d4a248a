import { imageUrlSchema } from '@tessera/core';
import { z } from 'zod';

/** Height divided by width, two decimals (spec §3): what keeps an image's box from jumping while it loads. */
export function imageRatio(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 0;
  return Math.round((height / width) * 100) / 100;
}

/** An image field: its address and Ratio (0 when unknown, e.g. an AI image just placed). */
export const imageOptionSchema = z.object({
  url: z.union([imageUrlSchema, z.literal('')]).default(''),
  Ratio: z.number().min(0).max(100).default(0),
  alt: z.string().max(300).default(''),
});
export type ImageOption = z.infer<typeof imageOptionSchema>;

/** An image the designer's picker or a drop of files brought in: its address, natural size (0 when not known) and alt text. */
export interface PickedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The image option that shows a picked image. */
export function imageOptionOf(picked: PickedImage): ImageOption {
  return { url: picked.url, Ratio: imageRatio(picked.width, picked.height), alt: picked.alt };
}

/** Logos are shown at most 300 wide and 60 high (spec §5, §9). */
export const LOGO_MAX = { width: 300, height: 60 } as const;

export function fitLogo(width: number, height: number): { ShowWidth: number; ShowHeight: number } {
  if (!(width > 0) || !(height > 0)) return { ShowWidth: 0, ShowHeight: 0 };
  const scale = Math.min(1, LOGO_MAX.width / width, LOGO_MAX.height / height);
  return { ShowWidth: Math.round(width * scale), ShowHeight: Math.round(height * scale) };
}

export const logoOptionSchema = z.object({
  url: z.union([imageUrlSchema, z.literal('')]).default(''),
  ShowWidth: z.number().int().min(0).max(LOGO_MAX.width).default(0),
  ShowHeight: z.number().int().min(0).max(LOGO_MAX.height).default(0),
});
export type LogoOption = z.infer<typeof logoOptionSchema>;

/** Names cameras and phones give their files, which say nothing about the picture. */
const CAMERA_NAME = /^(img|dsc|dscn|dscf|pxl|photo|image|screenshot|screen shot|whatsapp image)?[\s\d]*$/i;

/**
 * Alt text guessed from an image's file name ("summer-beach_2.jpg" → "Summer beach 2"): the
 * extension dropped, dashes, underscores and dots read as spaces, the first letter capitalised.
 * A camera's name ("IMG_0042.JPG") says nothing about the picture, so it gives '' and the
 * designer asks for the text instead.
 */
export function altFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const words = base
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_.+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (CAMERA_NAME.test(words)) return '';
  return (words.charAt(0).toUpperCase() + words.slice(1)).slice(0, 300);
}
