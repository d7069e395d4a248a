import { colorSchema } from '@tessera/core';
import { z } from 'zod';

/** A numbered badge beside an item, e.g. a step number (spec §3). */
export const numberBadgeSchema = z.object({
  ShowNumber: z.boolean().default(false),
  Text: z.string().max(10).default('1'),
  SkinCode: z.string().max(40).default('circle'),
});
export type NumberBadge = z.infer<typeof numberBadgeSchema>;

/** Colours a themed element gives its buttons (spec §3). */
export const themeOptionSchema = z.object({
  ButtonTextColor: colorSchema.default('#ffffff'),
  ButtonBackground: colorSchema.default('#2563eb'),
  ButtonBorderColor: colorSchema.default('#2563eb'),
});
export type ThemeOption = z.infer<typeof themeOptionSchema>;
