import type { Form, Menu } from '@tessera/core';
import { normalizeLink } from '@tessera/core/rules';
import type { SiteProduct, SiteShop } from '../shop/order-contract.ts';
import type { SiteContextValue } from './site-context.tsx';

/** A website's forms and menus as elements see them (SiteContextValue.form / .menu). */

export type SiteFormFieldType = 'text' | 'email' | 'phone' | 'number' | 'url' | 'textarea' | 'checkbox' | 'dropdown' | 'date' | 'hidden';

export interface SiteFormField {
  /** The key the answer is sent under, unique within the form. */
  name: string;
  label: string;
  type: SiteFormFieldType;
  required: boolean;
  /** A hint in the empty control; the value a hidden field sends. */
  placeholder: string;
  /** The choices of a dropdown, each its own value. */
  options: readonly string[];
}

export interface SiteForm {
  id: number;
  name: string;
  fields: readonly SiteFormField[];
  /** Shown after a successful send when there is nowhere to go. */
  successMessage: string;
  /** Where the browser goes after a successful send (a page of the site or an http(s) address), if anywhere. */
  redirect?: string;
}

export interface SiteMenuLink {
  label: string;
  /** Resolved and normalised; undefined for an item that leads nowhere (shown as text). */
  href?: string;
  newWindow: boolean;
}

export interface SiteMenuItem extends SiteMenuLink {
  /** One level of dropdown. */
  children: readonly SiteMenuLink[];
}

export interface SiteMenu {
  id: number;
  name: string;
  items: readonly SiteMenuItem[];
}

interface SiteLinks {
  pageHref(pageId: number): string | undefined;
  basePath: string;
}

type MenuLink = Menu['items'][number]['children'][number];

/** A page of the site (at one of its sections, if given), else a section of the page shown on, else the address; a deleted page falls back to the address. */
function menuHref(link: MenuLink, site: SiteLinks): string | undefined {
  const hash = link.section_id ? `#${link.section_id}` : '';
  const page = link.page_id !== null ? site.pageHref(link.page_id) : undefined;
  if (page !== undefined) return page + hash;
  if (link.page_id === null && hash) return hash;
  return normalizeLink(link.url, site.basePath) || undefined;
}

const toLink = (link: MenuLink, site: SiteLinks): SiteMenuLink => ({ label: link.label, href: menuHref(link, site), newWindow: link.new_window });

export function toSiteMenu(menu: Menu, site: SiteLinks): SiteMenu {
  return {
    id: menu.id,
    name: menu.name,
    items: menu.items.map((item) => ({ ...toLink(item, site), children: item.children.map((child) => toLink(child, site)) })),
  };
}

/** A chosen page that no longer exists, or a missing address, shows the message instead. */
export function toSiteForm(form: Form, site: SiteLinks): SiteForm {
  const { submit } = form;
  const redirect = submit.action === 'page' && submit.page_id !== null ? site.pageHref(submit.page_id) : submit.action === 'url' && submit.url ? submit.url : undefined;
  return {
    id: form.id,
    name: form.name,
    fields: form.fields.map(({ name, label, type, required, placeholder, options }) => ({ name, label, type, required, placeholder, options })),
    successMessage: submit.message,
    redirect,
  };
}

/**
 * The `form` and `menu` lookups of a SiteContextValue, for hosts (the server's page renderer,
 * the designer canvas): given only the forms and menus of the page's own website, an id of
 * another website's form or menu finds nothing.
 */
export function siteLookups(forms: readonly Form[], menus: readonly Menu[], site: SiteLinks): Pick<SiteContextValue, 'form' | 'menu'> {
  const formsById = new Map(forms.map((form) => [form.id, toSiteForm(form, site)]));
  const menusById = new Map(menus.map((menu) => [menu.id, toSiteMenu(menu, site)]));
  return { form: (formId) => formsById.get(formId), menu: (menuId) => menusById.get(menuId) };
}

/** What a host knows of a website's shop, as plain data (see shopLookup). */
export interface SiteShopData {
  currency: string;
  cardForm: SiteShop['cardForm'];
  products: readonly SiteProduct[];
}

/** The `shop` of a SiteContextValue from the website's active products and connected account. */
export function shopLookup(data: SiteShopData): SiteShop {
  const byId = new Map(data.products.map((product) => [product.id, product]));
  return { ready: data.cardForm !== null, currency: data.currency, cardForm: data.cardForm, products: data.products, product: (productId) => byId.get(productId) };
}
