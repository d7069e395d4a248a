import {
  dataEnvelope,
  listEnvelope,
  pageSchema,
  pageWithServerDesignSchema,
  publishResponseSchema,
  publishSiteResponseSchema,
  putDesignResponseSchema,
  type Page,
  type PageDocument,
  type PageWithDesign,
  type PublishSiteResponse,
  type PutDesignResponse,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { pagePath, type PageRef } from './page-path.ts';
import { readToken } from './token-storage.ts';
import { queryKeys } from './query-keys.ts';
import { websitePagesPath } from './website-paths.ts';

const pageList = listEnvelope(pageSchema);
const pageEnvelope = dataEnvelope(pageWithServerDesignSchema);

export type { PageRef };

export function fetchPages(landingId: number, signal?: AbortSignal): Promise<Page[]> {
  return apiRequest(websitePagesPath(landingId), { schema: pageList, signal }).then((r) => r.data);
}

export function fetchPageDesign(ref: PageRef, signal?: AbortSignal): Promise<PageWithDesign> {
  return apiRequest(pagePath(ref), { schema: pageEnvelope, signal }).then((r) => r.data);
}

/** Reads started by the designer route's loader, until the designer takes them or they are left. */
const earlyReads = new Map<string, Promise<PageWithDesign>>();
/** A read nobody took within this time is forgotten, so a later visit reads the page afresh. */
const EARLY_READ_KEPT_MS = 15_000;

/**
 * Starts reading a page's design as the designer route is entered, beside the designer's own
 * code rather than after it (the route's loader; React Router runs it while the lazy route
 * loads). The designer's first read takes it (usePageDesign); only with a session, since
 * without one the route sends the visitor to sign in.
 */
export function startPageDesignRead(ref: PageRef): void {
  const key = pagePath(ref);
  if (!readToken() || earlyReads.has(key)) return;
  const read = fetchPageDesign(ref);
  read.catch(() => {});
  earlyReads.set(key, read);
  setTimeout(() => {
    if (earlyReads.get(key) === read) earlyReads.delete(key);
  }, EARLY_READ_KEPT_MS);
}

function takeEarlyRead(ref: PageRef): Promise<PageWithDesign> | undefined {
  const key = pagePath(ref);
  const read = earlyReads.get(key);
  earlyReads.delete(key);
  return read;
}

export function putDesign(ref: PageRef, design: PageDocument, version: number): Promise<PutDesignResponse> {
  return apiRequest(`${pagePath(ref)}/design`, { method: 'PUT', body: { design, version }, schema: putDesignResponseSchema });
}

export function publishPage(ref: PageRef) {
  return apiRequest(`${pagePath(ref)}/publish`, { method: 'POST', schema: publishResponseSchema });
}

/** The website's pages; none asked for without a website (an admin's document in the designer). */
export function usePages(landingId: number | null) {
  return useQuery({ queryKey: queryKeys.pages(landingId ?? 0), queryFn: ({ signal }) => fetchPages(landingId!, signal), enabled: landingId !== null });
}

/**
 * The design being edited. It is read once and then owned by the designer: refetching it
 * in the background would overwrite unsaved edits, so it only reloads when asked to. It is
 * dropped from the cache once the designer closes, so reopening the page reads it afresh.
 */
export function usePageDesign(ref: PageRef) {
  return useQuery({
    queryKey: queryKeys.page(ref.landingId, ref.pageId),
    queryFn: ({ signal }) => takeEarlyRead(ref) ?? fetchPageDesign(ref, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useSaveDesignMutation(ref: PageRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ design, version }: { design: PageDocument; version: number }) => putDesign(ref, design, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pages(ref.landingId), exact: true }),
  });
}

export function usePublishMutation(ref: PageRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishPage(ref),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.pages(ref.landingId), exact: true }),
  });
}

/** Publish site: the pages of `pageIds` that have unpublished changes, or every such page of the website. */
export function publishSite(landingId: number, pageIds?: readonly number[]): Promise<PublishSiteResponse> {
  return apiRequest(`/landings/${landingId}/publish`, {
    method: 'POST',
    body: pageIds ? { page_ids: pageIds } : {},
    schema: publishSiteResponseSchema,
    quietSuccess: true,
  });
}
