import { brandColorSchema, brandFontFamilySchema, colorSchema, linkSchema, logoOptionSchema, MAX_FONT_SIZE, MIN_FONT_SIZE, siteReference, z } from '@tessera/sdk';

export const MENU_ALIGNMENTS = ['left', 'center', 'right'] as const;
export const MAX_ITEMS = 20;
export const ITEM_SPACING = { min: 0, max: 100 } as const;

/** Where an item leads: a page of the site when one is chosen (and still exists), else its address. */
const linkFields = {
  label: z.string().trim().min(1, 'Give the menu item a label').max(60, 'A menu label holds at most 60 characters').default('Menu item'),
  pageId: siteReference('page').nullable().default(null),
  url: linkSchema,
  newWindow: z.boolean().default(false),
};

export const menuChildSchema = z.object(linkFields);
export const menuItemSchema = z.object({
  ...linkFields,
  /** One level of dropdown; deeper menus are hard to use on phones. */
  children: z.array(menuChildSchema).max(MAX_ITEMS, `A dropdown holds at most ${MAX_ITEMS} items`).default([]),
});

export type MenuChild = z.infer<typeof menuChildSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;

export const navigationProps = z.object({
  /** A menu of the website (built in its dashboard) to show instead of `items`; null for the element's own items. */
  menuId: siteReference('menu').nullable().default(null),
  items: z
    .array(menuItemSchema)
    .max(MAX_ITEMS, `A menu holds at most ${MAX_ITEMS} items`)
    .prefault([
      { label: 'Home', url: '/' },
      { label: 'About', url: '#about' },
      { label: 'Services', url: '#services', children: [{ label: 'Design', url: '#design' }, { label: 'Development', url: '#development' }] },
      { label: 'Contact', url: '#contact' },
    ]),
  logo: logoOptionSchema.prefault({}),
  logoAlt: z.string().trim().max(200, 'Alternative text holds at most 200 characters').default(''),
  logoLink: linkSchema.default('/'),
  alignment: z.enum(MENU_ALIGNMENTS).default('right'),
  textColor: colorSchema.default('#1f2937'),
  /** '' : the brand kit's primary colour. */
  hoverColor: brandColorSchema.default(''),
  /** Behind the dropdowns and the opened mobile menu, which lie over other content. */
  menuBackground: colorSchema.default('#ffffff'),
  /** '' : the brand kit's body font. */
  fontFamily: brandFontFamilySchema.default(''),
  fontSize: z.number().int().min(MIN_FONT_SIZE).max(MAX_FONT_SIZE).default(16),
  itemSpacing: z.number().int().min(ITEM_SPACING.min).max(ITEM_SPACING.max).default(24),
  /** Names this menu for screen readers, which list a page's menus by name. */
  menuLabel: z.string().trim().min(1, 'Name the menu for screen readers').max(60).default('Main'),
});

export type NavigationProps = z.infer<typeof navigationProps>;
