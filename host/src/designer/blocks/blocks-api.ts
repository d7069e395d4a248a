import { adminBlockSchema, agencyBlockSchema, listEnvelope, savedAgencyBlockSchema, type AdminBlock, type AgencyBlock, type PageDocument } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';
import { messageResponseSchema } from '../../api/message-response.ts';
import { withLanding } from '../../api/with-landing.ts';

export const blockQueryKeys = {
  agency: (landingId: number | null) => ['agency-blocks', landingId] as const,
  admin: ['admin-blocks', 'published'] as const,
};

const agencyList = listEnvelope(agencyBlockSchema);
const adminList = listEnvelope(adminBlockSchema);

/** The agency's own blocks (of the website's agency); none asked for without a website. */
export function useAgencyBlocks(landingId: number | null) {
  return useQuery({
    enabled: landingId !== null,
    queryKey: blockQueryKeys.agency(landingId),
    queryFn: ({ signal }): Promise<AgencyBlock[]> => apiRequest(withLanding('/agency-blocks', landingId), { schema: agencyList, signal }).then((r) => r.data),
  });
}

/** The admins' published blocks. */
export function useAdminBlocks(enabled = true) {
  return useQuery({
    enabled,
    queryKey: blockQueryKeys.admin,
    queryFn: ({ signal }): Promise<AdminBlock[]> => apiRequest('/admin-blocks', { schema: adminList, signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
}

export function useSaveBlock(landingId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: { name: string; design: PageDocument }) =>
      apiRequest(withLanding('/agency-blocks', landingId), { method: 'POST', body: block, schema: savedAgencyBlockSchema }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockQueryKeys.agency(landingId) }),
  });
}

export function useDeleteBlock(landingId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) => apiRequest(withLanding(`/agency-blocks/${blockId}`, landingId), { method: 'DELETE', schema: messageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blockQueryKeys.agency(landingId) }),
  });
}
