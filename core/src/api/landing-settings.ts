import { z } from 'zod';
import { IMAGE_URL_PATTERN } from '../style/node-style.ts';
import { landingRenderingSchema, landingSchema } from './landings.ts';

/** Spec §5: a meta image is 16:9 within 0.01, measured as Ratio (height divided by width). */
export const META_IMAGE_RATIO = 9 / 16;
export const IMAGE_RATIO_TOLERANCE = 0.01;
export const META_IMAGE_RATIO_MESSAGE = 'Only 16:9 images are allowed.';

export function isSixteenByNine(width: number, height: number): boolean {
  return width > 0 && height > 0 && Math.abs(height / width - META_IMAGE_RATIO) <= IMAGE_RATIO_TOLERANCE;
}

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default('');
const imageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => url === '' || IMAGE_URL_PATTERN.test(url), 'Use an http(s) address or an uploaded image.');
const socialUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((url) => url === '' || /^https?:\/\/[^\s"'<>]+$/i.test(url), 'Use an http(s) address.')
  .default('');

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'whatsapp'] as const;

export const ownerSectionSchema = z.object({ name: text(200), email: text(200), phone: text(50), title: text(200) });
export const businessSectionSchema = z.object({
  name: text(200),
  email: text(200),
  phone: text(50),
  address: text(300),
  city: text(100),
  state: text(100),
  postal_code: text(20),
  country: text(100),
});
export const legalsSchema = z.object({
  /** Labels of the legal links (spec §3 "legals with privacy and service labels"). */
  privacy: text(100).default('Privacy policy'),
  service: text(100).default('Terms of service'),
  privacy_url: text(2048),
  service_url: text(2048),
});

export const metaImageSchema = z
  .object({
    url: imageUrl,
    /** Natural size, when known: then the 16:9 rule is checked. */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
  })
  .superRefine((image, ctx) => {
    if (image.width && image.height && !isSixteenByNine(image.width, image.height)) {
      ctx.addIssue({ code: 'custom', message: META_IMAGE_RATIO_MESSAGE });
    }
  });

/** PUT /landings/{id}/settings. Title and description are the website's own; the rest is kept in its settings. */
export const landingSettingsBodySchema = z.object({
  title: z.string().trim().min(1, 'The title field is required.').max(200, 'The title may not be longer than 200 characters.'),
  description: text(1000),
  lang: z.string().trim().regex(LANGUAGE_TAG, 'Use a language code such as en or pt-BR.').default('en'),
  favicon: imageUrl.default(''),
  meta_image: metaImageSchema.nullable().default(null),
  owner_section: ownerSectionSchema.prefault({}),
  business_section: businessSectionSchema.prefault({}),
  socials: z.partialRecord(z.enum(SOCIAL_NETWORKS), socialUrl).default({}),
  legals: legalsSchema.prefault({}),
});
export type LandingSettingsBody = z.infer<typeof landingSettingsBodySchema>;

export const landingSettingsSchema = landingSettingsBodySchema.extend({
  meta_image: z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional(), Ratio: z.number() }).nullable(),
});
export type LandingSettings = z.infer<typeof landingSettingsSchema>;

/** The AI prompts of a website: what the blog writer and the generators start from. */
export const landingPromptsSchema = z.object({
  business: text(2000),
  audience: text(1000),
  tone: text(200),
  blog: text(2000),
  keywords: text(1000),
});
export type LandingPrompts = z.infer<typeof landingPromptsSchema>;

/** GET /landings/{id}: the website with what its settings screen edits. */
export const landingDetailSchema = landingSchema.extend({
  settings: landingSettingsSchema,
  prompts: landingPromptsSchema,
  automatic_backup: z.boolean(),
  template_id: z.number().int().nullable(),
  rendering: landingRenderingSchema,
});
