import { installedAppSchema, listEnvelope, type InstalledApp } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const appsEnvelope = listEnvelope(installedAppSchema);

/** GET /apps: every installed app and whether the signed-in user's agency holds it (not asked when no app is installed). */
export function useInstalledAppGrants({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.apps,
    enabled,
    queryFn: ({ signal }) => apiRequest('/apps', { schema: appsEnvelope, signal }).then((response): InstalledApp[] => response.data),
  });
}
