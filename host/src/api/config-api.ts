import { appConfigSchema, dataEnvelope, type AppConfig } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const configEnvelope = dataEnvelope(appConfigSchema);

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiRequest('/config', { schema: configEnvelope, signal }).then((r) => r.data);
}

export function useAppConfig() {
  // The app starts without a config when the server cannot give one; screens that mount later
  // must not each fire the failed call again.
  return useQuery({ queryKey: queryKeys.config, queryFn: ({ signal }) => fetchConfig(signal), staleTime: Infinity, retryOnMount: false });
}
