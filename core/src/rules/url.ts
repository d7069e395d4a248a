import { ruleSchema, type TextRule } from './rule.ts';
import { stripWhitespace } from './trimmed-text.ts';

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const PORT = ':\\d{1,5}';
const REST = '(?:[/?#][^\\s"\'<>`]*)?';
const URL_PATTERN = new RegExp(
  `^(?:https?://)?(?:(?:${LABEL}\\.)+${LABEL}(?:${PORT})?|localhost${PORT})${REST}$`,
  'iu',
);

export const URL_INVALID_MESSAGE = 'URL format is invalid.';

/**
 * URL check (spec §5): an optional http:// or https:// scheme, then a host containing a dot
 * (labels of letters, digits and inner hyphens, any script, e.g. 'example.com', 'münchen.de',
 * '192.168.0.1') with an optional port, or 'localhost' with a port; then an optional path,
 * query or fragment. No whitespace, quotes, angle brackets or backticks anywhere.
 */
export function isValidUrl(value: string): boolean {
  return URL_PATTERN.test(value);
}

/** A root path on this site, such as an upload ('/uploads/a.mp3'); not a protocol-relative '//host'. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s"'<>`]*$/.test(value);
}

/**
 * An address a file is loaded from or the browser is sent to (audio, video, a redirect): a path
 * on this site, or a web address passing the URL check, whose http:// or https:// may be left
 * out unless `requireScheme` is set.
 */
export function isPathOrUrl(value: string, { requireScheme = false }: { requireScheme?: boolean } = {}): boolean {
  return isSitePath(value) || ((!requireScheme || /^https?:\/\//i.test(value)) && isValidUrl(value));
}

export const urlRule: TextRule = (value) => (isValidUrl(value) ? null : URL_INVALID_MESSAGE);

/** A URL, whitespace stripped as the customurl input does. */
export const urlSchema = ruleSchema(urlRule, stripWhitespace);

/** Schemes kept as they are by `normalizeLink`, besides http and https. */
export const KEPT_LINK_SCHEMES = ['mailto:', 'tel:', 'sms:'] as const;

/**
 * Link normalisation (spec §5), on the trimmed link:
 * - '' stays '';
 * - a fragment link ('#', or '#section' pointing into the page) stays;
 * - a path starting with a single '/' gets `basePrefix` in front, joined with one '/'
 *   ('/about' with base 'https://site.com/' → 'https://site.com/about');
 * - a protocol-relative link ('//cdn.example.com/x') gets 'https:' in front;
 * - a link with an http:// or https:// scheme (any case), or starting with 'mailto:', 'tel:' or
 *   'sms:', stays;
 * - anything else gets 'https://' in front ('example.com' → 'https://example.com', and
 *   'httpbin.org' → 'https://httpbin.org': 'http' must be the scheme, not just the first letters).
 */
export function normalizeLink(link: string, basePrefix = ''): string {
  const text = link.trim();
  if (text === '' || text.startsWith('#')) return text;
  if (text.startsWith('//')) return `https:${text}`;
  if (text.startsWith('/')) return basePrefix.replace(/\/+$/, '') + text;
  const lower = text.toLowerCase();
  if (/^https?:\/\//.test(lower) || KEPT_LINK_SCHEMES.some((scheme) => lower.startsWith(scheme))) return text;
  return `https://${text}`;
}
