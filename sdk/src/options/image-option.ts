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
