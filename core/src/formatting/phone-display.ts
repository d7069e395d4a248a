import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Display of a stored phone number (spec §9): national format for US and Canadian numbers
 * ('+12133734253' → '(213) 373-4253'), international otherwise ('+442079460958' →
 * '+44 20 7946 0958'). Text that libphonenumber-js cannot read as an international number
 * (no leading '+', too short, letters) is shown as it is, trimmed.
 */
export function formatPhoneForDisplay(e164: string): string {
  const text = e164.trim();
  const parsed = text.startsWith('+') ? parsePhoneNumberFromString(text) : undefined;
  if (!parsed) return text;
  return parsed.country === 'US' || parsed.country === 'CA' ? parsed.formatNational() : parsed.formatInternational();
}
