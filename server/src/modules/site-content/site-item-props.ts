/**
 * Element props that name a form or a menu of the website (the Form element's formId, the
 * Navigation's menuId), with the table that holds them. Copies move them to the copy's ids;
 * saving a design refuses another website's.
 */
export const SITE_ITEM_PROPS = { formId: 'forms', menuId: 'menus' } as const;
export type SiteItemProp = keyof typeof SITE_ITEM_PROPS;

export const isSiteItemProp = (key: string): key is SiteItemProp => Object.hasOwn(SITE_ITEM_PROPS, key);
