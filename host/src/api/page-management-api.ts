import {
  dataEnvelope,
  listEnvelope,
  pageRelationSchema,
  pageSchema,
  pageTemplateSchema,
  type CreatePageBody,
  type Page,
  type PageTemplate,
  type UpdatePageBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { pagePath, type PageRef } from './page-path.ts';
import { queryKeys } from './query-keys.ts';
import { websitePagesPath } from './website-paths.ts';

const pageSaved = dataEnvelope(pageSchema);
const templateList = listEnvelope(pageTemplateSchema);

export function fetchPageTemplates(signal?: AbortSignal): Promise<PageTemplate[]> {
  return apiRequest('/page-templates', { schema: templateList, signal }).then((r) => r.data);
}

export function createPage(landingId: number, body: CreatePageBody): Promise<Page> {
  return apiRequest(websitePagesPath(landingId), { method: 'POST', body, schema: pageSaved }).then((r) => r.data);
}

export function updatePage(ref: PageRef, body: UpdatePageBody): Promise<Page> {
  return apiRequest(pagePath(ref), { method: 'PUT', body, schema: pageSaved }).then((r) => r.data);
}

export function deletePage(ref: PageRef): Promise<void> {
  return apiRequest(pagePath(ref), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** The page actions that are a bare POST: clone, set home, unpublish. */
export type PageAction = 'clone' | 'set-home' | 'unpublish';

export function pageAction(ref: PageRef, action: PageAction): Promise<Page> {
  return apiRequest(`${pagePath(ref)}/${action}`, { method: 'POST', schema: pageSaved }).then((r) => r.data);
}

/** Which pages link to which (GET …/pages/page-relations), read fresh whenever it is asked for. */
export function usePageRelations(landingId: number) {
  return useQuery({
    queryKey: [...queryKeys.pages(landingId), 'relations'],
    queryFn: ({ signal }) => apiRequest(`${websitePagesPath(landingId)}/page-relations`, { schema: listEnvelope(pageRelationSchema), signal }).then((r) => r.data),
    staleTime: 0,
  });
}

export function usePageTemplates() {
  return useQuery({ queryKey: queryKeys.pageTemplates, queryFn: ({ signal }) => fetchPageTemplates(signal) });
}

/** Page changes refresh the website's pages and the websites list (home page, counts, status). */
function usePagesMutation<A, R>(landingId: number, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.pages(landingId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
    },
  });
}

export const useCreatePageMutation = (landingId: number) => usePagesMutation(landingId, (body: CreatePageBody) => createPage(landingId, body));
export const useUpdatePageMutation = (landingId: number) =>
  usePagesMutation(landingId, ({ pageId, body }: { pageId: number; body: UpdatePageBody }) => updatePage({ landingId, pageId }, body));
export const useDeletePageMutation = (landingId: number) => usePagesMutation(landingId, (pageId: number) => deletePage({ landingId, pageId }));
export const usePageActionMutation = (landingId: number) =>
  usePagesMutation(landingId, ({ pageId, action }: { pageId: number; action: PageAction }) => pageAction({ landingId, pageId }, action));
