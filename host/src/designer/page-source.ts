import type { Landing, PageWithDesign } from '@tessera/core';
import { useMemo } from 'react';
import { fetchLatestPage, saveDesignOnUnload, saveDesignQuietly } from '../api/designer-save-api.ts';
import { publishPage, type PageRef } from '../api/pages-api.ts';
import { queryKeys } from '../api/query-keys.ts';
import type { DesignerSource } from './document-source.ts';

/** A page's design as the designer's source: saved with its version, published, drafts kept under the page. */
export function usePageSource(pageRef: PageRef, page: PageWithDesign, landing: Landing | undefined, actions?: DesignerSource['actions']): DesignerSource {
  const siteUrl = landing?.url ?? null;
  return useMemo(
    () => ({
      title: page.name,
      back: { to: `/agency/websites/${pageRef.landingId}/pages`, label: '← Pages' },
      landingId: pageRef.landingId,
      siteUrl,
      initial: { design: page.design, version: page.version },
      drafts: pageRef,
      sitePage: pageRef,
      listKey: queryKeys.pages(pageRef.landingId),
      backend: {
        save: (design, version) => saveDesignQuietly(pageRef, design, version),
        latest: () => fetchLatestPage(pageRef),
        publish: () => publishPage(pageRef),
        saveOnUnload: (design, version) => saveDesignOnUnload(pageRef, design, version),
      },
      actions,
    }),
    [pageRef, page, siteUrl, actions],
  );
}
