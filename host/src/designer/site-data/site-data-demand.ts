import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What of its website a page's elements and panels may read: its forms, its menus, its shop (active products and payment account). */
export type SiteData = 'forms' | 'menus' | 'shop';

const EVERY: readonly SiteData[] = ['forms', 'menus', 'shop'];

export interface SiteDataDemand {
  wanted: ReadonlySet<SiteData>;
  /**
   * Asks for `data` from now on. Safe while rendering: elements ask as they read a lookup, and the
   * store changes in a microtask, after that render.
   */
  want(data: SiteData): void;
  /** Asks for everything: once the designer is idle, so an element added later finds it there. */
  wantAll(): void;
}

/**
 * The website's data the open designer asks for, and when. A page without a Form, Navigation or
 * order element needs none of it to show, so its code and requests wait until an element reads a
 * lookup or the designer is idle; a page with one asks for it as that element first renders.
 */
export function createSiteDataDemand(): StoreApi<SiteDataDemand> {
  return createStore<SiteDataDemand>((set, get) => ({
    wanted: new Set(),
    want: (data) => {
      if (get().wanted.has(data)) return;
      queueMicrotask(() => set(({ wanted }) => (wanted.has(data) ? {} : { wanted: new Set([...wanted, data]) })));
    },
    wantAll: () => set(({ wanted }) => (EVERY.every((data) => wanted.has(data)) ? {} : { wanted: new Set(EVERY) })),
  }));
}

export const SiteDataDemandContext = createContext<StoreApi<SiteDataDemand> | null>(null);

/** The open designer's demand; outside one (a panel's test, say), a demand of its own that wants everything. */
export function useSiteDataDemand(): StoreApi<SiteDataDemand> {
  return useContext(SiteDataDemandContext) ?? everything;
}

const everything = createSiteDataDemand();
everything.getState().wantAll();

export function useSiteDataWanted(data: SiteData): boolean {
  return useStore(useSiteDataDemand(), ({ wanted }) => wanted.has(data));
}
