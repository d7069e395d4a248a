import {
  adminPageTemplateSchema,
  adminPageTemplateWithDesignSchema,
  dataEnvelope,
  listEnvelope,
  savedAdminPageTemplateSchema,
  type AdminPageTemplate,
  type AdminPageTemplateWithDesign,
  type CreatePageTemplateBody,
  type UpdatePageTemplateBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';

const list = listEnvelope(adminPageTemplateSchema);
const withDesign = dataEnvelope(adminPageTemplateWithDesignSchema);

/** Where one of the admin's libraries of designed documents (page templates, order pages) lives in the API and the cache. */
export interface LibraryEndpoints {
  /** The list's address, e.g. "/admin-page-templates". */
  base: string;
  /** The list's query key; an item's is this key and its id. */
  key: QueryKey;
  /** Other lists a change shows in (the agencies' page templates). */
  alsoChanges?: readonly QueryKey[];
}

/** The list, item and change hooks of one library, all on the same server routes. */
export function libraryApi({ base, key, alsoChanges = [] }: LibraryEndpoints) {
  const path = (id: number) => `${base}/${id}`;
  const fetchItem = (id: number, signal?: AbortSignal): Promise<AdminPageTemplateWithDesign> => apiRequest(path(id), { schema: withDesign, signal }).then((r) => r.data);

  function useChange<V>(mutationFn: (variables: V) => Promise<AdminPageTemplate | undefined>) {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn,
      onSuccess: () => Promise.all([key, ...alsoChanges].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    });
  }
  const saved = (url: string, method: 'POST' | 'PUT', body?: unknown) => apiRequest(url, { method, body, schema: savedAdminPageTemplateSchema }).then((r) => r.data);

  return {
    path,
    fetchItem,
    useList: () => useQuery({ queryKey: key, queryFn: ({ signal }): Promise<AdminPageTemplate[]> => apiRequest(base, { schema: list, signal }).then((r) => r.data) }),
    useItem: (id: number | null) => useQuery({ queryKey: [...key, id ?? 0], queryFn: ({ signal }) => fetchItem(id!, signal), enabled: id !== null }),
    useCreate: () => useChange((body: CreatePageTemplateBody) => saved(base, 'POST', body)),
    useUpdate: (id: number) => useChange((body: UpdatePageTemplateBody) => saved(path(id), 'PUT', body)),
    usePublish: () => useChange(({ id, published }: { id: number; published: boolean }) => saved(`${path(id)}/publish`, 'POST', { published })),
    useClone: () => useChange((id: number) => saved(`${path(id)}/clone`, 'POST')),
    useDelete: () => useChange((id: number) => apiRequest(path(id), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined)),
  };
}
