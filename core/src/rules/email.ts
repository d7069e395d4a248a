import { ruleSchema, type TextRule } from './rule.ts';
import { stripWhitespace } from './trimmed-text.ts';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const ATOM = '[^<>()[\\]\\\\.,;:\\s@"]+';
const LOCAL_PART = `(?:${ATOM}(?:\\.${ATOM})*|"[^"\\r\\n]+")`;
const DOMAIN = '(?:[a-z\\d](?:[a-z\\d-]*[a-z\\d])?\\.)+[a-z]{2,}';
const IPV4_LITERAL = `\\[${OCTET}(?:\\.${OCTET}){3}\\]`;
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN}|${IPV4_LITERAL})$`, 'i');

export const EMAIL_INVALID_MESSAGE = 'E-mail format is invalid.';

/**
 * E-mail check (spec §5): local-part@domain.
 * - Local part: dot-separated runs of characters other than whitespace and `<>()[]\.,;:@"`
 *   (no leading, trailing or doubled dot), or a quoted string ("john doe").
 * - Domain: labels of ASCII letters, digits and inner hyphens, ending in a top-level domain of
 *   two or more letters; or a bracketed IPv4 address with octets 0–255 ('user@[192.168.0.1]').
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const emailRule: TextRule = (value) => (isValidEmail(value) ? null : EMAIL_INVALID_MESSAGE);

/** An e-mail address, whitespace stripped as the email input does. */
export const emailAddressSchema = ruleSchema(emailRule, stripWhitespace);
