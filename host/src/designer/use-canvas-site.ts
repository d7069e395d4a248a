import { siteLookups, type SiteContextValue } from '@tessera/sdk';
import { useMemo } from 'react';
import { useLanding } from '../api/landings-api.ts';
import { usePages } from '../api/pages-api.ts';
import { useSiteDataDemand } from './site-data/site-data-demand.ts';
import { useSiteForms, useSiteMenus } from './site-data/site-data-queries.ts';
import { useCanvasShop } from './use-canvas-shop.ts';

/** What the canvas tells elements about the website, as the server's renderer does for a published page. */
export type CanvasSite = Pick<SiteContextValue, 'pageHref' | 'form' | 'menu' | 'shop'> & {
  /** The website's title, for the `{{site.title}}` token of its design. */
  siteTitle?: string;
};

/**
 * Where each page of the website is published (the home page at /), as the server's renderer
 * links them, the website's forms and menus for the Form and Navigation elements that show one,
 * its shop for the order elements, and its title. `form`, `menu` and `shop` ask for their part of
 * the website's data on their first read (site-data/site-data-demand.ts), so a page whose elements
 * read none shows without it. While they load (or when the user may not see them, or the document
 * has no website) elements get no form or menu lookup and no shop.
 */
export function useCanvasSite(landingId: number | null): CanvasSite {
  const demand = useSiteDataDemand();
  const pages = usePages(landingId).data;
  const forms = useSiteForms(landingId);
  const menus = useSiteMenus(landingId);
  const { shop } = useCanvasShop(landingId);
  const siteTitle = useLanding(landingId ?? 0, { enabled: landingId !== null }).data?.title;
  return useMemo(() => {
    const paths = new Map(pages?.map((page) => [page.id, page.is_home ? '/' : `/${page.unique_name}`]));
    const pageHref = (pageId: number) => paths.get(pageId);
    const { form, menu } = siteLookups(forms ?? [], menus ?? [], { pageHref, basePath: '' });
    const { want } = demand.getState();
    return {
      pageHref,
      get form() {
        want('forms');
        return forms ? form : undefined;
      },
      get menu() {
        want('menus');
        return menus ? menu : undefined;
      },
      get shop() {
        want('shop');
        return shop;
      },
      ...(siteTitle === undefined ? {} : { siteTitle }),
    };
  }, [demand, pages, forms, menus, shop, siteTitle]);
}
