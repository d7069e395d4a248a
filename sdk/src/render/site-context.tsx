import type { PlanFeature } from '@tessera/core';
import type { ReactNode } from 'react';
import type { SiteShop } from '../shop/order-contract.ts';
import type { SiteForm, SiteMenu } from './site-data.ts';
import { createSubscribedContext } from './subscribed-context.tsx';

/**
 * What an element needs to know about the site it is rendered in: where its pages and
 * sections are, the website's forms and menus, and whether it is on the designer canvas. The
 * server provides it when it renders a published page; the designer provides it on the canvas.
 */
export interface SiteContextValue {
  mode: 'canvas' | 'published';
  /** The address of a page of this website by id, if it exists. */
  pageHref(pageId: number): string | undefined;
  /** Prefix for root-relative links (spec §5 link normalisation), '' on a site's own host. */
  basePath: string;
  /** The language the website's visitors read (its settings), for dates and numbers; absent on the canvas. */
  lang?: string;
  /**
   * The absolute address of the page being rendered (its canonical URL), when it is published;
   * absent on the canvas and in draft previews. Share links use it so they work without script.
   */
  pageUrl?: string;
  /**
   * A form of this website by id (built in its dashboard), undefined when it does not exist
   * (deleted, or another website's). Absent where the page belongs to no website.
   */
  form?(formId: number): SiteForm | undefined;
  /** A menu of this website by id, its links resolved; undefined when it does not exist. */
  menu?(menuId: number): SiteMenu | undefined;
  /**
   * Plan features the website's agency holds now; none when absent. A feature the plan has lost
   * since the design was saved (e.g. scripts in the HTML Editor) must be left out of the page.
   */
  planFeatures?: ReadonlySet<PlanFeature>;
  /** The website's products and whether it takes payments, for the order elements; absent where the page belongs to no website. */
  shop?: SiteShop;
  /** What each installed app the website's agency holds tells its elements (its server part's `siteData`), by app id. */
  appData?: Readonly<Record<string, unknown>>;
}

const defaultSite: SiteContextValue = { mode: 'published', pageHref: () => undefined, basePath: '' };
// Subscribed: the designer gives its canvas a new value as the website's forms, menus and shop arrive.
const SiteContext = createSubscribedContext<SiteContextValue>(defaultSite);

export function SiteContextProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  return SiteContext.use();
}

/**
 * What the app `appId` tells its elements about the website being drawn (its server part's
 * `siteData`), checked with `schema`; undefined on the designer's canvas, where pages are drawn
 * without it, and when the app said nothing or something else.
 */
export function useAppSiteData<T>(appId: string, schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): T | undefined {
  const value = useSite().appData?.[appId];
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
