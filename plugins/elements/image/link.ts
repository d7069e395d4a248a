import { isValidUrl, z } from '@tessera/sdk';

/** Whether a link is a web address (scheme optional, §5 URL check), a root path, a #section, or a mailto:/tel: link. */
export function isUsableLink(link: string): boolean {
  return link === '' || link.startsWith('#') || /^\/(?!\/)\S*$/.test(link) || /^(mailto|tel):\S+$/i.test(link) || isValidUrl(link);
}

export const linkSchema = z
  .string()
  .trim()
  .max(2048, 'A link holds at most 2048 characters')
  .refine(isUsableLink, 'Use a web address (example.com), a path (/about), a #section, or a mailto: or tel: link')
  .default('');
