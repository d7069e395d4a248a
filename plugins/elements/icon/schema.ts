import { brandColorSchema, isIconName, linkSchema, z } from '@tessera/sdk';

export const ICON_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const ICON_SIZE = { min: 8, max: 300 } as const;

export const iconProps = z.object({
  icon: z.string().refine(isIconName, 'Choose an icon from the list').default('star'),
  size: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(48),
  /** '' : the brand kit's primary colour. */
  color: brandColorSchema.default(''),
  alignment: z.enum(ICON_ALIGNMENTS).default('center'),
  link: linkSchema,
  openInNewWindow: z.boolean().default(false),
  /** What the icon means, or where its link goes; without it a linkless icon is decorative. */
  label: z.string().trim().max(200, 'A label holds at most 200 characters').default(''),
});

export type IconProps = z.infer<typeof iconProps>;
