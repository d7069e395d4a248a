import type { EditorServices } from '@tessera/sdk/editor';
import { useMemo } from 'react';
import { usePages } from '../api/pages-api.ts';

const NO_PAGES: EditorServices['pages'] = [];

/**
 * What plugin panels may ask the designer for (SDK EditorServices): the website's pages for
 * link pickers, and the image picker (media/).
 */
export function useDesignerEditorServices(landingId: number, pickImage?: EditorServices['pickImage']): EditorServices {
  const pages = usePages(landingId).data;
  return useMemo(() => ({ pages: pages ? pages.map(({ id, name }) => ({ id, name })) : NO_PAGES, pickImage }), [pages, pickImage]);
}
