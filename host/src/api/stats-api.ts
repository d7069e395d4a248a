import { dataEnvelope, siteStatsSchema, type SiteStats } from '@tessera/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const statsEnvelope = dataEnvelope(siteStatsSchema);

export interface StatsRange {
  from?: string | undefined;
  to?: string | undefined;
}

export function fetchStats(landingId: number, range: StatsRange, signal?: AbortSignal): Promise<SiteStats> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.size ? `?${params}` : '';
  return apiRequest(`/landings/${landingId}/stats${query}`, { schema: statsEnvelope, signal }).then((r) => r.data);
}

export function useStats(landingId: number, range: StatsRange) {
  return useQuery({ queryKey: queryKeys.stats(landingId, range), queryFn: ({ signal }) => fetchStats(landingId, range, signal), placeholderData: keepPreviousData });
}
