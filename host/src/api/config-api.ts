import { appConfigSchema, dataEnvelope, type AppConfig } from '@tessera/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const configEnvelope = dataEnvelope(appConfigSchema);

/** What GET /config answers on a host that is neither the app's nor a white-label's domain (spec §2). */
export const UNKNOWN_HOST_STATUS = 404;

export function fetchConfig(signal?: AbortSignal): Promise<AppConfig> {
  // The unknown-host 404 gets a view of its own (RootRoute), not a toast on top of it.
  return apiRequest('/config', { schema: configEnvelope, signal, quietStatuses: [UNKNOWN_HOST_STATUS] }).then((r) => r.data);
}

/** The config's query: asked for once as the app starts (boot-requests.ts) and kept. */
export const configQuery = { queryKey: queryKeys.config, queryFn: ({ signal }: { signal?: AbortSignal }) => fetchConfig(signal), staleTime: Infinity };

export function useAppConfig() {
  // The app starts without a config when the server cannot give one; screens that mount later
  // must not each fire the failed call again.
  return useQuery({ ...configQuery, retryOnMount: false });
}

export function isUnknownHostError(error: unknown): boolean {
  return isApiError(error, UNKNOWN_HOST_STATUS);
}
