import type { AccessibilityProblem, BrandKit, Menu, UnpublishedLink } from '@tessera/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useBrandKit } from '../../api/brand-kit-api.ts';
import { usePages } from '../../api/pages-api.ts';
import { publishSiteDialog } from '../../site-publishing/lazy-publish-site-dialog.ts';
import { loadedPageChecks, pageChecks } from '../accessibility/lazy-page-checks.ts';
import { showElement } from '../accessibility/show-element.ts';
import { useDesignerStore } from '../designer-context.tsx';
import type { DesignerSource } from '../document-source.ts';
import { elementTypesOf } from '../element-catalogue.ts';
import { useElementRegistry } from '../plugins-context.tsx';
import { siteMenusQuery } from '../site-data/site-data-queries.ts';
import type { SaveController } from '../save/save-controller.ts';

interface SitePublishing {
  onPublish: () => void;
  onPublishSite: (() => void) | undefined;
  onShowAccessibility: (() => void) | undefined;
  /** The website's saved brand kit, for the accessibility check; null while unknown or for a document of no website. */
  brandKit: BrandKit | null;
  dialog: ReactNode;
}

/**
 * Publish and Publish site for a page of a website. Publish goes straight on unless the page
 * (as edited) links to pages that are not live yet; then the dialog lists those links and offers
 * the whole site. Publish site saves the page first, so the open edits go live too. Every form
 * of the dialog lists the page's accessibility problems, each with a way to its element; the
 * count beside Publish opens it for them alone. They are advice: nothing waits for them.
 */
export function useSitePublishing(sitePage: DesignerSource['sitePage'], controller: SaveController): SitePublishing {
  const store = useDesignerStore();
  const registry = useElementRegistry();
  const landingId = sitePage?.landingId ?? null;
  const pages = usePages(landingId);
  const brandKit = useBrandKit(landingId, { quiet: true }).data ?? null;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<{ links: UnpublishedLink[] } | 'site' | null>(null);
  const PublishSiteDialog = useMemo(() => publishSiteDialog(), [open !== null]);
  const publishPage = () => void controller.publish();
  if (!sitePage) return { onPublish: publishPage, onPublishSite: undefined, onShowAccessibility: undefined, brandKit, dialog: null };

  // The checks' code loads on the first press, and an element added a moment ago may still be
  // loading its plugin: both are awaited. Should either fail, the press goes on without the checks.
  const afterChecks = (then: () => void) => void Promise.all([pageChecks(), registry.load(elementTypesOf(store.getState().document))]).then(then, then);
  const onPublish = () => {
    // The menus' links count too: read now, though no element of the page may have asked for them yet.
    const menus = queryClient.fetchQuery(siteMenusQuery(sitePage.landingId)).catch((): Menu[] => []);
    afterChecks(
      () =>
        void menus.then((siteMenus) => {
          const { document } = store.getState();
          const links = loadedPageChecks()?.designLinksToUnpublishedPages(registry, document, { pages: pages.data ?? [], menus: siteMenus, pageId: sitePage.pageId }) ?? [];
          if (links.length === 0) publishPage();
          else setOpen({ links });
        }),
    );
  };
  // Read when the dialog opens, not on every render: the workspace does not re-render per edit.
  const checks = loadedPageChecks();
  const accessibility = open && checks ? {
    problems: checks.checkPageAccessibility(store.getState().document, registry, { brandKit }),
    show: (problem: AccessibilityProblem) => {
      setOpen(null);
      showElement(store, problem);
    },
  } : undefined;
  const dialog = open ? (
    <Suspense fallback={null}>
      <PublishSiteDialog
        landingId={sitePage.landingId}
        page={open === 'site' ? undefined : { links: open.links, publish: publishPage }}
        accessibility={accessibility}
        prepare={() => controller.save()}
        onClose={() => setOpen(null)}
      />
    </Suspense>
  ) : null;
  return { onPublish, onPublishSite: () => afterChecks(() => setOpen('site')), onShowAccessibility: () => afterChecks(() => setOpen({ links: [] })), brandKit, dialog };
}
