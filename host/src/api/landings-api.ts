import { dataEnvelope, landingSchema, listEnvelope, type Landing } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';
import { websitePath } from './website-paths.ts';

const landingList = listEnvelope(landingSchema);
const landingEnvelope = dataEnvelope(landingSchema);

export function fetchLandings(signal?: AbortSignal): Promise<{ landings: Landing[]; total: number }> {
  return apiRequest('/landings', { schema: landingList, signal }).then((r) => ({ landings: r.data, total: r.meta.total }));
}

export function fetchLanding(landingId: number, signal?: AbortSignal): Promise<Landing> {
  return apiRequest(websitePath(landingId), { schema: landingEnvelope, signal }).then((r) => r.data);
}

export function useLandings() {
  return useQuery({ queryKey: queryKeys.landings, queryFn: ({ signal }) => fetchLandings(signal) });
}

export function useLanding(landingId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: queryKeys.landing(landingId), queryFn: ({ signal }) => fetchLanding(landingId, signal), enabled });
}
