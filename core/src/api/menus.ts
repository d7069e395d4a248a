import { z } from 'zod';
import { hasOnlyLinkCharacters, LINK_CHARACTERS_MESSAGE } from '../rules/link-characters.ts';
import { normalizeLink } from '../rules/url.ts';

/**
 * Menus of a website (spec §2 menu/create, menu/{menuId}/edit). An item leads to a page of the
 * website, a section (of a page, or of the page it is shown on), or an address normalised by the
 * §5 link rule. Items nest one level, as the Navigation element shows them.
 */

const SAFE_LINK = /^(https?:\/\/[^\s"'<>]+|mailto:[^\s"'<>]+|tel:[^\s"'<>]+|sms:[^\s"'<>]+|\/(?!\/)[^\s"'<>]*|#[^\s"'<>]*|)$/i;

/** A normalised link a visitor may follow: a web address that parses (so "javascript:…" made "https://javascript:…" does not), mail, phone, SMS, a path or a #section. */
function isSafeLink(url: string): boolean {
  if (!SAFE_LINK.test(url)) return false;
  if (!/^https?:/i.test(url)) return true;
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

const linkFields = {
  label: z.string({ error: 'Give the menu item a label.' }).trim().min(1, 'Give the menu item a label.').max(60, 'A menu label holds at most 60 characters.'),
  page_id: z.number().int().positive().nullable().default(null),
  /** A section id ("section-…"): on the chosen page, or on the page the menu is shown on. */
  section_id: z
    .string()
    .trim()
    .max(100)
    .refine((id) => id === '' || /^section-[A-Za-z0-9_-]+$/.test(id), 'Section ids start with "section-".')
    .default(''),
  url: z
    .string()
    .max(2048, 'A link holds at most 2048 characters.')
    .refine((url) => hasOnlyLinkCharacters(url.trim()), { message: LINK_CHARACTERS_MESSAGE, abort: true })
    .transform((url) => normalizeLink(url))
    .refine(isSafeLink, 'Use a web address (example.com), a path (/about), a #section, or a mailto:, tel: or sms: link.')
    .default(''),
  new_window: z.boolean().default(false),
};

export const MENU_MAX_ITEMS = 30;

export const menuChildSchema = z.object(linkFields);
export const menuItemSchema = z.object({
  ...linkFields,
  children: z.array(menuChildSchema).max(MENU_MAX_ITEMS, `A dropdown holds at most ${MENU_MAX_ITEMS} items.`).default([]),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuBodySchema = z.object({
  name: z.string({ error: 'The name field is required.' }).trim().min(1, 'The name field is required.').max(200),
  /** Order among the website's menus; lower first. */
  position: z.number().int().min(0).max(10_000).default(0),
  items: z.array(menuItemSchema).max(MENU_MAX_ITEMS, `A menu holds at most ${MENU_MAX_ITEMS} items.`).default([]),
});
export type MenuBody = z.infer<typeof menuBodySchema>;

export const menuSchema = menuBodySchema.extend({
  id: z.number().int(),
  landing_id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuParamsSchema = z.object({ id: z.coerce.number().int().positive(), menuId: z.coerce.number().int().positive() });
