import { z } from 'zod';
import { classifyVideoLink, videoEmbedUrl } from '../rules/video-link.ts';
import { isWebAddress } from '../rules/web-address.ts';

/**
 * The dashboard widgets the admin sets (spec §1, §2 "a promo modal and a video popup", "a
 * support chat widget … only for role Agency, outside the designers and card screens"): a
 * promo shown once to each agency owner, a help video per dashboard screen, and the support
 * chat. None of them appears on published sites, in designers or on card screens.
 */

/**
 * The agency screens a help video can be set for: the admin's picker shows the labels, and the
 * host shows a screen's video on the addresses (under /agency) its pattern matches.
 */
export const HELP_VIDEO_SCREENS = {
  websites: { label: 'Websites', path: 'websites' },
  pages: { label: 'Pages', path: 'websites/:id/pages' },
  'website-settings': { label: 'Website settings', path: 'websites/:id/settings' },
  forms: { label: 'Forms', path: 'websites/:id/forms' },
  contacts: { label: 'Contacts', path: 'websites/:id/contacts' },
  files: { label: 'Files', path: 'websites/:id/files' },
  stats: { label: 'Statistics', path: 'websites/:id/stats' },
  menus: { label: 'Menus', path: 'websites/:id/menus' },
  blog: { label: 'Blog', path: 'websites/:id/blog' },
  products: { label: 'Products', path: 'websites/:id/products' },
  subscription: { label: 'Subscription', path: 'subscription' },
  'premium-apps': { label: 'Premium apps', path: 'premium-apps' },
  users: { label: 'Users', path: 'users' },
  profile: { label: 'Profile', path: 'profile' },
} as const;
export type HelpVideoScreen = keyof typeof HELP_VIDEO_SCREENS;
export const HELP_VIDEO_SCREEN_KEYS = Object.keys(HELP_VIDEO_SCREENS) as [HelpVideoScreen, ...HelpVideoScreen[]];

/**
 * Support chat providers: each is loaded from its own script host, which the dashboard's CSP then
 * allows, and each has a JavaScript API to hide its widget while the user is in a designer or on
 * a card screen. An arbitrary script has neither a known host nor a way to hide it, so the admin
 * picks a provider and gives its id rather than pasting a script.
 */
export const SUPPORT_CHAT_PROVIDERS = ['crisp', 'tawk'] as const;
export type SupportChatProvider = (typeof SUPPORT_CHAT_PROVIDERS)[number];

const HTTPS_ADDRESS = 'Use an https address.';
const httpsUrl = z
  .string()
  .trim()
  .max(2000, 'The address may not be longer than 2000 characters.')
  .refine((value) => isWebAddress(value, ['https:']) !== null, HTTPS_ADDRESS);
const optionalHttpsUrl = z.union([z.literal(''), httpsUrl]).nullish().transform((value) => value || null);

const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be longer than ${max} characters.`);

export const dashboardPromoBodySchema = z
  .object({
    title: requiredText('title', 120),
    message: requiredText('message', 2000),
    image_url: optionalHttpsUrl,
    link_url: optionalHttpsUrl,
    link_label: z.string().trim().max(60, 'The link label may not be longer than 60 characters.').nullish().transform((value) => value || null),
    active: z.boolean().default(true),
  })
  .superRefine((promo, ctx) => {
    if (promo.link_label && !promo.link_url) ctx.addIssue({ code: 'custom', path: ['link_url'], message: 'A link label needs a link address.' });
  });
export type DashboardPromoBody = z.input<typeof dashboardPromoBodySchema>;
export type DashboardPromoInput = z.output<typeof dashboardPromoBodySchema>;

export const dashboardPromoParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const dashboardPromoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  link_label: z.string().nullable(),
  active: z.boolean(),
  /** Agency owners who have been shown it. */
  seen_count: z.number().int(),
  created_at: z.string(),
});
export type DashboardPromo = z.infer<typeof dashboardPromoSchema>;

const VIDEO_LINK_MESSAGE = 'Use a YouTube or Vimeo video link, or an https address of a video file.';

/** A help video link: a YouTube or Vimeo video, or an https video file. */
const helpVideoUrl = httpsUrl.refine((link) => classifyVideoLink(link) === 'video' || videoEmbedUrl(link) !== null, VIDEO_LINK_MESSAGE);

export const helpVideoParamsSchema = z.object({
  screen: z.enum(HELP_VIDEO_SCREEN_KEYS, { error: 'Unknown screen.' }),
});
export const helpVideoBodySchema = z.object({
  title: requiredText('title', 120),
  video_url: z.string({ error: 'The video url field is required.' }).pipe(helpVideoUrl),
});
export type HelpVideoBody = z.infer<typeof helpVideoBodySchema>;

export const helpVideoSchema = z.object({
  screen: z.enum(HELP_VIDEO_SCREEN_KEYS),
  title: z.string(),
  video_url: z.string(),
  /** What the popup plays: a player frame for YouTube and Vimeo, the browser's own player for a file. */
  player: z.object({ kind: z.enum(['frame', 'file']), src: z.string() }),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;

/** The player of a stored help video link (validated on the way in, so it always has one). */
export function helpVideoPlayer(link: string): HelpVideo['player'] {
  const src = videoEmbedUrl(link) ?? link;
  return { kind: classifyVideoLink(link) === 'video' ? 'file' : 'frame', src };
}

/** The support chat: a Crisp website id or a Tawk.to "property/widget" id. `provider: null` switches it off. */
export const supportChatBodySchema = z
  .object({
    provider: z.enum(SUPPORT_CHAT_PROVIDERS, { error: 'Choose Crisp or Tawk.to.' }).nullable(),
    account_id: z.string().trim().max(200, 'The id may not be longer than 200 characters.').default(''),
  })
  .superRefine((chat, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['account_id'], message });
    if (chat.provider === 'crisp' && !/^[0-9a-f-]{36}$/i.test(chat.account_id)) issue('A Crisp website id looks like 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d.');
    if (chat.provider === 'tawk' && !/^[0-9a-z]+\/[0-9a-z]+$/i.test(chat.account_id)) issue('A Tawk.to id is the property id and widget id, as property/widget.');
  });
export type SupportChatBody = z.input<typeof supportChatBodySchema>;
export type SupportChatInput = z.output<typeof supportChatBodySchema>;

export const supportChatSchema = z.object({
  provider: z.enum(SUPPORT_CHAT_PROVIDERS),
  account_id: z.string(),
  /** The script the dashboard loads. */
  script_url: z.string(),
});
export type SupportChat = z.infer<typeof supportChatSchema>;

/** Where each provider's widget is loaded from and what else it talks to, for the dashboard's CSP. */
export function supportChatSources(chat: Pick<SupportChat, 'provider' | 'account_id'>): { script: string; scripts: string[]; connect: string[] } {
  switch (chat.provider) {
    case 'crisp':
      return { script: 'https://client.crisp.chat/l.js', scripts: ['https://client.crisp.chat'], connect: ['https://client.crisp.chat', 'wss://client.relay.crisp.chat'] };
    case 'tawk':
      return { script: `https://embed.tawk.to/${chat.account_id}`, scripts: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'], connect: ['https://*.tawk.to', 'wss://*.tawk.to'] };
  }
}

/** The admin's widget settings (GET /admin-widgets). */
export const adminWidgetsSchema = z.object({
  promos: z.array(dashboardPromoSchema),
  help_videos: z.array(helpVideoSchema),
  support_chat: supportChatSchema.nullable(),
});
export type AdminWidgets = z.infer<typeof adminWidgetsSchema>;

/**
 * What the signed-in user's dashboard shows (GET /widgets): for an agency owner the newest
 * active promo they have not been shown, the help videos and the support chat; for every other
 * role nothing.
 */
export const userWidgetsSchema = z.object({
  promo: dashboardPromoSchema.omit({ seen_count: true, active: true }).nullable(),
  help_videos: z.array(helpVideoSchema),
  support_chat: supportChatSchema.nullable(),
});
export type UserWidgets = z.infer<typeof userWidgetsSchema>;

/** The answer to "the promo was shown": no message, as the user did nothing to be told about. */
export const promoSeenResponseSchema = z.object({ success: z.boolean() });
