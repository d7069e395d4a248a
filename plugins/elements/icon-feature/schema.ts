import {
  buttonOptionSchema,
  colorSchema,
  DEFAULT_FONT_FAMILY,
  FONT_FAMILIES,
  htmlSchema,
  isIconName,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  numberBadgeSchema,
  z,
} from '@tessera/sdk';

export const ICON_SHAPES = ['none', 'circle', 'square'] as const;
export const FEATURE_LAYOUTS = ['top', 'left'] as const;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const TITLE_TAGS = ['h2', 'h3', 'h4'] as const;
/** Badge shapes; the spec names SkinCode without listing its values. */
export const BADGE_SKINS = ['circle', 'square', 'rounded'] as const;
export const ICON_SIZE = { min: 8, max: 200 } as const;

const fontSize = z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE);

export const iconFeatureProps = z.object({
  icon: z.string().refine(isIconName, 'Choose an icon from the list').default('rocket'),
  iconSize: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(32),
  iconColor: colorSchema.default('#2563eb'),
  iconShape: z.enum(ICON_SHAPES).default('circle'),
  iconBackground: colorSchema.default('#dbeafe'),
  layout: z.enum(FEATURE_LAYOUTS).default('top'),
  alignment: z.enum(TEXT_ALIGNMENTS).default('center'),
  title: z.string().trim().max(200, 'A title holds at most 200 characters').default('Quick to set up'),
  titleTag: z.enum(TITLE_TAGS).default('h3'),
  titleColor: colorSchema.default('#1f2937'),
  titleSize: fontSize.default(22),
  fontFamily: z.enum(FONT_FAMILIES).default(DEFAULT_FONT_FAMILY),
  description: htmlSchema('rich-text', { max: 5000, default: '<p>Say in a sentence or two what this feature does for your customers.</p>' }),
  descriptionColor: colorSchema.default('#4b5563'),
  descriptionSize: fontSize.default(16),
  badge: numberBadgeSchema.prefault({}),
  badgeColor: colorSchema.default('#2563eb'),
  badgeTextColor: colorSchema.default('#ffffff'),
  showButton: z.boolean().default(false),
  button: buttonOptionSchema.prefault({ Text: 'Learn more' }),
});

export type IconFeatureProps = z.infer<typeof iconFeatureProps>;

export function badgeSkin(code: string): (typeof BADGE_SKINS)[number] {
  return (BADGE_SKINS as readonly string[]).includes(code) ? (code as (typeof BADGE_SKINS)[number]) : 'circle';
}
