import type { EditorServices } from '@tessera/sdk/editor';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePages } from '../api/pages-api.ts';
import { useDesigner } from './designer-context.tsx';
import { nodeLabel } from './node-labels.ts';
import { useElementRegistry } from './plugins-context.tsx';

const NO_PAGES: EditorServices['pages'] = [];

/**
 * What plugin panels may ask the designer for (SDK EditorServices): the website's pages for
 * link pickers (none without a website), the document's popups for buttons that open one, and
 * the image picker (media/).
 */
export function useDesignerEditorServices(landingId: number | null, pickImage?: EditorServices['pickImage']): EditorServices {
  const pages = usePages(landingId).data;
  const registry = useElementRegistry();
  const popupEntries = useDesigner(useShallow((s) => (s.document.popups ?? []).flatMap((popup, index) => [popup.id, nodeLabel(popup, 'popup', index, registry)])));
  return useMemo(() => {
    const popups: { id: string; name: string }[] = [];
    for (let i = 0; i < popupEntries.length; i += 2) popups.push({ id: popupEntries[i]!, name: popupEntries[i + 1]! });
    return { pages: pages ? pages.map(({ id, name }) => ({ id, name })) : NO_PAGES, popups, pickImage };
  }, [pages, popupEntries, pickImage]);
}
