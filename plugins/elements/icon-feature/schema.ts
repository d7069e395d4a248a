import { colorSchema, featureTextFields, isIconName, numberBadgeSchema, optionalButtonFields, z } from '@tessera/sdk';

export const ICON_SHAPES = ['none', 'circle', 'square'] as const;
export const FEATURE_LAYOUTS = ['top', 'left'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
/** Badge shapes; the spec names SkinCode without listing its values. */
export const BADGE_SKINS = ['circle', 'square', 'rounded'] as const;
export const ICON_SIZE = { min: 8, max: 200 } as const;

export const iconFeatureProps = z.object({
  icon: z.string().refine(isIconName, 'Choose an icon from the list').default('rocket'),
  iconSize: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(32),
  iconColor: colorSchema.default('#2563eb'),
  iconShape: z.enum(ICON_SHAPES).default('circle'),
  iconBackground: colorSchema.default('#dbeafe'),
  layout: z.enum(FEATURE_LAYOUTS).default('top'),
  alignment: z.enum(TEXT_ALIGNMENTS).default('center'),
  ...featureTextFields({ title: 'Quick to set up', description: '<p>Say in a sentence or two what this feature does for your customers.</p>' }),
  badge: numberBadgeSchema.prefault({}),
  badgeColor: colorSchema.default('#2563eb'),
  badgeTextColor: colorSchema.default('#ffffff'),
  ...optionalButtonFields({ Text: 'Learn more' }),
});

export type IconFeatureProps = z.infer<typeof iconFeatureProps>;

export function badgeSkin(code: string): (typeof BADGE_SKINS)[number] {
  return (BADGE_SKINS as readonly string[]).includes(code) ? (code as (typeof BADGE_SKINS)[number]) : 'circle';
}
