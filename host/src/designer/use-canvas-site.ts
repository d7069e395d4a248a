import { siteLookups, type SiteContextValue } from '@tessera/sdk';
import { useMemo } from 'react';
import { useForms } from '../api/forms-api.ts';
import { useLanding } from '../api/landings-api.ts';
import { useMenus } from '../api/menus-api.ts';
import { usePages } from '../api/pages-api.ts';
import { useCanvasShop } from './use-canvas-shop.ts';

/** What the canvas tells elements about the website, as the server's renderer does for a published page. */
export type CanvasSite = Pick<SiteContextValue, 'pageHref' | 'form' | 'menu' | 'shop'> & {
  /** The website's title, for the `{{site.title}}` token of its design. */
  siteTitle?: string;
};

/**
 * Where each page of the website is published (the home page at /), as the server's renderer
 * links them, the website's forms and menus for the Form and Navigation elements that show
 * one, and its title. While they load (or when the user may not see them, or the document has no website)
 * elements get no form or menu lookup.
 */
export function useCanvasSite(landingId: number | null): CanvasSite {
  const pages = usePages(landingId).data;
  const forms = useForms(landingId).data;
  const menus = useMenus(landingId).data;
  const { shop } = useCanvasShop(landingId);
  const siteTitle = useLanding(landingId ?? 0, { enabled: landingId !== null }).data?.title;
  return useMemo(() => {
    const paths = new Map(pages?.map((page) => [page.id, page.is_home ? '/' : `/${page.unique_name}`]));
    const pageHref = (pageId: number) => paths.get(pageId);
    const known = { ...(shop ? { shop } : {}), ...(siteTitle === undefined ? {} : { siteTitle }) };
    if (!forms || !menus) return { pageHref, ...known };
    return { pageHref, ...siteLookups(forms, menus, { pageHref, basePath: '' }), ...known };
  }, [pages, forms, menus, shop, siteTitle]);
}
