import { z } from 'zod';

const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** An image setting as the dashboard stores it: a bare URL or an image option `{ url, Ratio }`. */
const imageUrl = z.union([z.string(), z.object({ url: z.string() }).transform((image) => image.url)]);

/**
 * The landing settings the published site reads. Settings are free-form JSON written by the
 * dashboard, so each value falls back on its own when it is missing or malformed.
 */
const siteSettingsSchema = z.object({
  lang: z.string().regex(LANGUAGE_TAG).catch('en').default('en'),
  /** The Open Graph and Twitter image (16:9, spec §5). */
  meta_image: imageUrl.optional().catch(undefined),
  favicon: imageUrl.optional().catch(undefined),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export function siteSettings(settings: unknown): SiteSettings {
  const parsed = siteSettingsSchema.safeParse(settings ?? {});
  return parsed.success ? parsed.data : { lang: 'en' };
}

/** An image address usable in a page's head: an http(s) URL, or a path made absolute on `origin`; anything else is dropped. */
export function absoluteAssetUrl(value: string | undefined, origin: string): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (/^https?:\/\/[^\s"'<>]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(url)) return `${origin}${url}`;
  return undefined;
}
