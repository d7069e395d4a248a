import { hasOnlyLinkCharacters, isPathOrUrl, LINK_CHARACTERS_MESSAGE, normalizeLink } from '@tessera/core/rules';
import { z } from 'zod';

/** Link and address props, checked the same way in every element. */

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);

/** Whether `value` parses as an absolute http: or https: address. */
export function isAbsoluteWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Whether a link, once normalised (`normalizeLink`, spec §5), is a web, mail, phone or SMS
 * address, a path or a #section: never a javascript:, data: or other script link.
 */
export function isUsableLink(link: string): boolean {
  const normalised = normalizeLink(link);
  if (normalised === '' || normalised.startsWith('#') || normalised.startsWith('/')) return true;
  try {
    return LINK_SCHEMES.has(new URL(normalised).protocol);
  } catch {
    return false;
  }
}

/**
 * A link a visitor follows (an image, an icon, a menu item): '' for none, a web address with or
 * without its scheme, a path, a #section, or a mailto:, tel: or sms: link. Render it through
 * `normalizeLink`. Chain `.default(…)` for another default than ''.
 */
export const linkSchema = z
  .string()
  .trim()
  .max(2048, 'A link holds at most 2048 characters')
  .refine(hasOnlyLinkCharacters, { message: LINK_CHARACTERS_MESSAGE, abort: true })
  .refine(isUsableLink, 'Use a web address (example.com), a path (/about), a #section, or a mailto:, tel: or sms: link')
  .default('');

/**
 * An address a file is loaded from or the browser is sent to (audio, video, a redirect): '' for
 * none, a path on this site, or a web address passing the §5 URL check, whose http:// or https://
 * may be left out unless `requireScheme` is set. `message` says what the field wants.
 */
export function pathOrUrlSchema(message: string, { requireScheme = false }: { requireScheme?: boolean } = {}) {
  return z
    .string()
    .trim()
    .max(2048)
    .refine(hasOnlyLinkCharacters, { message: LINK_CHARACTERS_MESSAGE, abort: true })
    .refine((url) => url === '' || isPathOrUrl(url, { requireScheme }), message)
    .default('');
}
