import { normalizeLink, z } from '@tessera/sdk';

const SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:', 'sms:']);

/** Whether a link, once normalised (spec §5), is a web, mail, phone or SMS address, a path or a #section. */
export function isUsableLink(link: string): boolean {
  const normalised = normalizeLink(link);
  if (normalised === '' || normalised.startsWith('#') || normalised.startsWith('/')) return true;
  try {
    return SCHEMES.has(new URL(normalised).protocol);
  } catch {
    return false;
  }
}

export const linkSchema = z
  .string()
  .trim()
  .max(2048, 'A link holds at most 2048 characters')
  .refine(isUsableLink, 'Use a web address (example.com), a path (/about), a #section, or a mailto:, tel: or sms: link')
  .default('');
