import { useMemo } from 'react';
import { usePages } from '../api/pages-api.ts';

/** Where each page of the website is published (the home page at /), as the server's renderer links them. */
export function usePageHref(landingId: number | null): (pageId: number) => string | undefined {
  const pages = usePages(landingId).data;
  return useMemo(() => {
    const paths = new Map(pages?.map((page) => [page.id, page.is_home ? '/' : `/${page.unique_name}`]));
    return (pageId: number) => paths.get(pageId);
  }, [pages]);
}
