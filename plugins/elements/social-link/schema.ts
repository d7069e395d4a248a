import { BRAND_COLOR_MODES, BRAND_NAMES, brandColorSchema, colorSchema, ICON_SPACING, isAbsoluteWebUrl, isValidEmail, normalizeLink, z, type BrandName } from '@tessera/sdk';

export const SHAPES = ['none', 'circle', 'rounded'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const ICON_SIZE = { min: 8, max: 128 } as const;
export const SPACING = { min: 0, max: 100 } as const;
export const MAX_PROFILES = 20;

/** Where a new profile of each network starts, so the visitor's own handle is all there is to add. */
export const NETWORK_HOMES: Record<BrandName, string> = {
  facebook: 'https://www.facebook.com/',
  instagram: 'https://www.instagram.com/',
  linkedin: 'https://www.linkedin.com/',
  x: 'https://x.com/',
  youtube: 'https://www.youtube.com/',
  tiktok: 'https://www.tiktok.com/',
  snapchat: 'https://www.snapchat.com/',
  whatsapp: 'https://wa.me/',
  pinterest: 'https://www.pinterest.com/',
  telegram: 'https://t.me/',
  threads: 'https://www.threads.net/',
  messenger: 'https://m.me/',
  email: 'hello@example.com',
};

const emailAddress = (value: string) => value.replace(/^mailto:/i, '');

/** The profile's address: a mailto: link for e-mail, else the normalised web address (spec §5). */
export function profileHref(network: BrandName, url: string): string {
  return network === 'email' ? `mailto:${emailAddress(url)}` : normalizeLink(url);
}

const isWebAddress = (url: string) => isAbsoluteWebUrl(normalizeLink(url));

export const profileSchema = z
  .object({
    network: z.enum(BRAND_NAMES as [BrandName, ...BrandName[]]).default('facebook'),
    url: z.string().trim().min(1, 'Enter the profile address').max(2048, 'An address holds at most 2048 characters').default(NETWORK_HOMES.facebook),
  })
  .superRefine((profile, ctx) => {
    if (profile.network === 'email' ? isValidEmail(emailAddress(profile.url)) : isWebAddress(profile.url)) return;
    const message = profile.network === 'email' ? 'Enter an e-mail address such as hello@example.com' : 'Enter a web address such as instagram.com/yourname';
    ctx.addIssue({ code: 'custom', path: ['url'], message });
  });

export type Profile = z.infer<typeof profileSchema>;

export const socialLinkProps = z.object({
  profiles: z
    .array(profileSchema)
    .max(MAX_PROFILES, `At most ${MAX_PROFILES} profiles`)
    .prefault((['facebook', 'instagram', 'x', 'youtube'] as const).map((network) => ({ network, url: NETWORK_HOMES[network] }))),
  iconSize: z.number().int().min(ICON_SIZE.min).max(ICON_SIZE.max).default(24),
  shape: z.enum(SHAPES).default('circle'),
  colorMode: z.enum(BRAND_COLOR_MODES).default('brand'),
  /** The one colour of every logo (or of every shape behind them) when colorMode is "custom"; '' : the brand kit's text colour. */
  color: brandColorSchema.default(''),
  /** The logo on a circle or rounded square. */
  iconColor: colorSchema.default('#ffffff'),
  spacing: z.number().int().min(SPACING.min).max(SPACING.max).default(ICON_SPACING),
  alignment: z.enum(ALIGNMENTS).default('center'),
});

export type SocialLinkProps = z.infer<typeof socialLinkProps>;
