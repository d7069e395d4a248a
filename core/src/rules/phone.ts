import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { ruleSchema, type TextRule } from './rule.ts';

/**
 * Phone input (spec §5). Its display format (spec §9) is `formatPhoneForDisplay` in
 * ../formatting/phone-display.ts. The input works in international mode: a number is typed with its
 * '+' and country calling code, and no default country is assumed. Six countries are not offered.
 */
export const IGNORED_PHONE_COUNTRIES = ['IO', 'NR', 'SH', 'SX', 'TK', 'WF'] as const satisfies readonly CountryCode[];

/** The countries the phone input offers: every country libphonenumber-js knows but the ignored six. */
export const PHONE_COUNTRIES: readonly CountryCode[] = getCountries().filter(
  (country) => !(IGNORED_PHONE_COUNTRIES as readonly string[]).includes(country),
);

/** With the phone rule, shorter input is never a number (spec §5). */
export const PHONE_MIN_LENGTH = 6;

export const PHONE_INVALID_MESSAGE = 'Phone number is invalid.';
export const PHONE_REQUIRED_MESSAGE = 'Phone number is required.';

export interface PhoneRuleOptions {
  /** The phone rule: the number must be a valid number of an offered country. Default true. */
  phone?: boolean;
  /** The required rule: the field must not be empty. Default false. */
  required?: boolean;
}

function parseInternational(value: string) {
  const text = value.trim();
  // International mode: without a leading '+' there is no country to read the number in.
  if (!text.startsWith('+')) return undefined;
  return parsePhoneNumberFromString(text);
}

/**
 * The E.164 form ('+12133734253') of a valid number of an offered country, or `null`. The
 * number must be written internationally and be valid for its country (which implies
 * possible); a number of one of the ignored countries is refused like an invalid one.
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (text.replace(/\s+/g, '').length < PHONE_MIN_LENGTH) return null;
  const parsed = parseInternational(text);
  if (!parsed || !parsed.isPossible() || !parsed.isValid()) return null;
  if (!parsed.country || !PHONE_COUNTRIES.includes(parsed.country)) return null;
  return parsed.number;
}

/**
 * Validates a phone input. Empty input passes unless required. With the phone rule (the
 * default), a value needs at least 6 characters, not counting spaces, and must be a
 * valid number of an offered country.
 */
export function validatePhone(value: string, { phone = true, required = false }: PhoneRuleOptions = {}): string | null {
  if (value.trim() === '') return required ? PHONE_REQUIRED_MESSAGE : null;
  if (phone && normalizePhone(value) === null) return PHONE_INVALID_MESSAGE;
  return null;
}

export function phoneRule(options: PhoneRuleOptions = {}): TextRule {
  return (value) => validatePhone(value, options);
}

/** A required phone number, with the phone rule; parses to the trimmed input. */
export const phoneNumberSchema = /* @__PURE__ */ ruleSchema(/* @__PURE__ */ phoneRule({ required: true }), (value) => value.trim());
