import { adminBlockSchema, createSectionNode, dataEnvelope, listEnvelope, savedAdminBlockSchema, savedAdminBlocksSchema, type AdminBlock, type CreateBlockBody, type PageDocument, type UpdateBlockBody } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { browserNodeId } from '../designer/node-id-factory.ts';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's blocks (spec §7 /admin-blocks); published ones are offered in every designer's Blocks tab. */

export const adminBlockPath = (id: number) => `/admin-blocks/${id}`;
const list = listEnvelope(adminBlockSchema);
const one = dataEnvelope(adminBlockSchema);

export function fetchAdminBlock(id: number, signal?: AbortSignal): Promise<AdminBlock> {
  return apiRequest(adminBlockPath(id), { schema: one, signal }).then((r) => r.data);
}

/** Every admin block, published or not. */
export function useAllAdminBlocks(enabled = true) {
  return useQuery({
    queryKey: queryKeys.adminBlocks,
    queryFn: ({ signal }): Promise<AdminBlock[]> => apiRequest('/admin-blocks/all', { schema: list, signal }).then((r) => r.data),
    enabled,
  });
}

export function useAdminBlock(id: number | null) {
  return useQuery({ queryKey: queryKeys.adminBlock(id ?? 0), queryFn: ({ signal }) => fetchAdminBlock(id!, signal), enabled: id !== null });
}

/** Every change reaches the admin's lists and the designers' published list (all under 'admin-blocks'). */
function useBlockMutation<V>(mutationFn: (variables: V) => Promise<AdminBlock | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin-blocks'] }) });
}

/** A block made from the Blocks screen (no design sent) starts as one empty section, designed afterwards. */
export const useCreateAdminBlock = () =>
  useBlockMutation(({ design, ...fields }: Omit<CreateBlockBody, 'design'> & { design?: PageDocument }) =>
    apiRequest('/admin-blocks', {
      method: 'POST',
      body: { ...fields, design: design ?? { schemaVersion: 1, sections: [createSectionNode('section', undefined, browserNodeId)] } },
      schema: savedAdminBlockSchema,
    }).then((r) => r.data),
  );

/** POST /admin-blocks-2: each of `blocks` its own new, unpublished admin block, all or none. */
export const useCreateAdminBlocks = () =>
  useBlockMutation((blocks: { name: string; design: PageDocument }[]) =>
    apiRequest('/admin-blocks-2', { method: 'POST', body: { blocks }, schema: savedAdminBlocksSchema }).then(() => undefined),
  );

export const useUpdateAdminBlock = (id: number) =>
  useBlockMutation((body: UpdateBlockBody) => apiRequest(adminBlockPath(id), { method: 'PUT', body, schema: savedAdminBlockSchema }).then((r) => r.data));

export const usePublishAdminBlock = () =>
  useBlockMutation(({ id, published }: { id: number; published: boolean }) =>
    apiRequest(`${adminBlockPath(id)}/publish`, { method: 'POST', body: { published }, schema: savedAdminBlockSchema }).then((r) => r.data),
  );

export const useCloneAdminBlock = () => useBlockMutation((id: number) => apiRequest(`${adminBlockPath(id)}/clone`, { method: 'POST', schema: savedAdminBlockSchema }).then((r) => r.data));

export const useDeleteAdminBlock = () => useBlockMutation((id: number) => apiRequest(adminBlockPath(id), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined));
