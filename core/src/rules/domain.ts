import { ruleSchema, type TextRule } from './rule.ts';
import { stripWhitespace } from './trimmed-text.ts';

export const DOMAIN_INVALID_MESSAGE = 'Domain format is invalid.';
export const SUBDOMAIN_INVALID_MESSAGE = 'Subdomain format is invalid.';
export const SUBDOMAIN_REQUIRED_MESSAGE = 'Subdomain is required.';

/** A domain label is at most 63 characters (spec §9). */
export const DOMAIN_LABEL_MAX_LENGTH = 63;
/** A whole domain name is at most 253 characters (DNS). */
export const DOMAIN_MAX_LENGTH = 253;
/** A subdomain is fewer than 63 characters (spec §9): at most 62. */
export const SUBDOMAIN_MAX_LENGTH = 62;

const LABEL = '[a-z\\d](?:[a-z\\d-]{0,61}[a-z\\d])?';
const SUFFIX = '[a-z\\d][a-z\\d-]{0,61}[a-z\\d]';
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+${SUFFIX}$`);
const SUBDOMAIN_PATTERN = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/;

/**
 * Custom domain rule (spec §5): the host name an agency points at its site, e.g.
 * 'shop.example.com'.
 * - Must not start with 'www.' or 'http' (as written in the spec, this also refuses a domain such
 *   as 'httpbin.org').
 * - Lowercase letters, digits and hyphens in dot-separated labels of 1–63 characters that do
 *   not start or end with a hyphen, at least two labels, the last (the suffix) of 2 or more
 *   characters; at most 253 characters in all. No trailing dot, no port, no path.
 * Empty text is invalid: a form whose custom domain is optional skips the rule when empty.
 */
export function validateCustomDomain(value: string): string | null {
  if (value.startsWith('www.') || value.startsWith('http')) return DOMAIN_INVALID_MESSAGE;
  return validateDomainName(value);
}

/**
 * A host name the platform itself answers at (a white-label's domains): the format of the custom
 * domain rule without its refusal of "www." and "http", which is about what agencies type for
 * their websites.
 */
export function validateDomainName(value: string): string | null {
  if (value.length > DOMAIN_MAX_LENGTH || !DOMAIN_PATTERN.test(value)) return DOMAIN_INVALID_MESSAGE;
  return null;
}

/**
 * Subdomain rule (spec §5): required; fewer than 63 characters; lowercase letters, digits and
 * hyphens; not starting or ending with a hyphen. Empty text gets the required message, every
 * other failure 'Subdomain format is invalid.'.
 */
export function validateSubdomain(value: string): string | null {
  if (value === '') return SUBDOMAIN_REQUIRED_MESSAGE;
  if (value.length > SUBDOMAIN_MAX_LENGTH || !SUBDOMAIN_PATTERN.test(value)) return SUBDOMAIN_INVALID_MESSAGE;
  return null;
}

export const customDomainRule: TextRule = validateCustomDomain;
export const subdomainRule: TextRule = validateSubdomain;

/** A custom domain, whitespace stripped as the customurl input does. */
export const customDomainSchema = ruleSchema(customDomainRule, stripWhitespace);
/** A subdomain, whitespace stripped as the subdomain input does. */
export const subdomainSchema = ruleSchema(subdomainRule, stripWhitespace);
