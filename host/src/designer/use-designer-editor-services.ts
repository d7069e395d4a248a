import { PLAN_FEATURES, type PlanFeature } from '@tessera/sdk';
import type { EditorServices } from '@tessera/sdk/editor';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { apiRequest } from '../api/http-client.ts';
import { usePages } from '../api/pages-api.ts';
import { useDesigner } from './designer-context.tsx';
import { useSiteDataDemand } from './site-data/site-data-demand.ts';
import { useSiteForms, useSiteMenus } from './site-data/site-data-queries.ts';
import { useCanvasShop } from './use-canvas-shop.ts';
import { useEditorData } from './editor-data-api.ts';
import { nodeLabel } from './node-labels.ts';
import { useElementRegistry } from './plugins-context.tsx';

const NO_PAGES: EditorServices['pages'] = [];
const named = (items: readonly { id: number; name: string }[] | undefined) => items?.map(({ id, name }) => ({ id, name }));
const isPlanFeature = (value: string): value is PlanFeature => (PLAN_FEATURES as readonly string[]).includes(value);

/**
 * What plugin panels may ask the designer for (SDK EditorServices): the website's pages and its
 * virtual entries (the blog, the episodes) for link pickers (none without a website), its forms
 * and menus (and where the dashboard builds them) for the Form and Navigation elements, its
 * products for the order elements, the
 * document's popups for buttons that open one, the agency's plan features, and the image picker
 * (media/) for one image, several, or files dropped. Forms, menus and products are asked for on
 * their first read, as the canvas's are (site-data/site-data-demand.ts).
 */
export function useDesignerEditorServices(landingId: number | null, picker?: Pick<EditorServices, 'pickImage' | 'pickImages' | 'uploadImages'>): EditorServices {
  const { pickImage, pickImages, uploadImages } = picker ?? {};
  const pages = usePages(landingId).data;
  const demand = useSiteDataDemand();
  const forms = useSiteForms(landingId);
  const menus = useSiteMenus(landingId);
  const { products } = useCanvasShop(landingId);
  const editorData = useEditorData(landingId).data;
  const features = editorData?.plan_features;
  const editorPages = editorData?.pages;
  const registry = useElementRegistry();
  const popupEntries = useDesigner(useShallow((s) => (s.document.popups ?? []).flatMap((popup, index) => [popup.id, nodeLabel(popup, 'popup', index, registry)])));
  return useMemo(() => {
    const popups: { id: string; name: string }[] = [];
    for (let i = 0; i < popupEntries.length; i += 2) popups.push({ id: popupEntries[i]!, name: popupEntries[i + 1]! });
    const planFeatures = new Set(features?.filter(isPlanFeature));
    const sitePaths = (editorPages ?? []).flatMap((entry) => ('virtual' in entry ? [{ path: entry.path, name: entry.name }] : []));
    const { want } = demand.getState();
    return {
      ...(landingId === null ? {} : { landingId }),
      request: (path, { schema }) => apiRequest(path, { schema }),
      pages: named(pages) ?? NO_PAGES,
      sitePaths,
      get forms() {
        want('forms');
        return named(forms);
      },
      get menus() {
        want('menus');
        return named(menus);
      },
      get products() {
        want('shop');
        return products;
      },
      dashboardLinks: { forms: `/agency/websites/${landingId}/forms`, menus: `/agency/websites/${landingId}/menus`, products: `/agency/websites/${landingId}/products` },
      popups,
      planFeatures,
      pickImage,
      pickImages,
      uploadImages,
      // With the picker's other calls, loaded on the first image pasted into user HTML.
      uploadInlineImage: (file: File) => import('./media/media-api.ts').then((media) => media.uploadInlineImage(file, landingId)),
    };
  }, [demand, landingId, pages, editorPages, forms, menus, products, popupEntries, features, pickImage, pickImages, uploadImages]);
}
