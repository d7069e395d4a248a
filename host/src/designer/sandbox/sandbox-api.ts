import { applySandboxResponseSchema, dataEnvelope, sandboxDesignSchema, type SandboxDesign } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/http-client.ts';
import type { PageRef } from '../../api/pages-api.ts';

/** The sandbox's address under the API (the designer's quiet saves add API_BASE themselves). */
export const sandboxPath = ({ landingId, pageId }: PageRef) => `/landings/${landingId}/pages/${pageId}/sandbox-design`;
const sandboxEnvelope = dataEnvelope(sandboxDesignSchema);

export const sandboxQueryKey = (ref: PageRef) => ['landings', ref.landingId, 'pages', ref.pageId, 'sandbox'] as const;

export function fetchSandbox(ref: PageRef, signal?: AbortSignal): Promise<SandboxDesign> {
  return apiRequest(sandboxPath(ref), { schema: sandboxEnvelope, signal }).then((r) => r.data);
}

/** The sandbox being edited: read once, then owned by the designer (like a page's design). */
export function useSandbox(ref: PageRef) {
  return useQuery({
    queryKey: sandboxQueryKey(ref),
    queryFn: ({ signal }) => fetchSandbox(ref, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Writes the saved sandbox into the page; 409 when the sandbox or the page moved on. */
export function applySandbox(ref: PageRef, version: number, pageVersion: number) {
  return apiRequest(`${sandboxPath(ref)}/apply`, { method: 'POST', body: { version, page_version: pageVersion }, schema: applySandboxResponseSchema, quietStatuses: [409] }).then(
    (r) => r.data,
  );
}

/** Drops the sandbox; it is the page's design again. */
export function discardSandbox(ref: PageRef): Promise<SandboxDesign> {
  return apiRequest(sandboxPath(ref), { method: 'DELETE', schema: sandboxEnvelope }).then((r) => r.data);
}
