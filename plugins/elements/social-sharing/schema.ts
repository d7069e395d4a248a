import { BRAND_COLOR_MODES, brandColorSchema, colorSchema, ICON_SPACING, isAbsoluteWebUrl, z } from '@tessera/sdk';
import { SHARE_TARGETS } from './share-urls.ts';

export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const ICON_SIZE = { min: 10, max: 64 } as const;
export const RADIUS = { min: 0, max: 50 } as const;
export const SPACING = { min: 0, max: 100 } as const;

export const socialSharingProps = z.object({
  networks: z
    .array(z.enum(SHARE_TARGETS))
    .refine((networks) => new Set(networks).size === networks.length, 'Each network appears once')
    .default(['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy']),
  showLabels: z.boolean().default(true),
  /** The page's canonical address; empty means the address the visitor is on, filled in by the island. */
  shareUrl: z
    .string()
    .trim()
    .max(2048, 'An address holds at most 2048 characters')
    .refine((url) => url === '' || isAbsoluteWebUrl(url), 'Use a full address such as https://example.com/page, or leave it empty')
    .default(''),
  /** Suggested text for networks that take one; empty means the page title. */
  shareText: z.string().trim().max(300, 'Share text holds at most 300 characters').default(''),
  colorMode: z.enum(BRAND_COLOR_MODES).default('brand'),
  /** The buttons' fill when colorMode is "custom"; '' : the brand kit's text colour. */
  color: brandColorSchema.default(''),
  textColor: colorSchema.default('#ffffff'),
  iconSize: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(18),
  radius: z.number().int().min(RADIUS.min).max(RADIUS.max).default(6),
  spacing: z.number().int().min(SPACING.min).max(SPACING.max).default(ICON_SPACING),
  alignment: z.enum(ALIGNMENTS).default('center'),
});

export type SocialSharingProps = z.infer<typeof socialSharingProps>;
