import { agencySettingsSchema, dataEnvelope, type AgencySettings, type UpdateAgencySettingsBody } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/session-store.ts';
import { fetchProfile } from './auth-api.ts';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const settingsEnvelope = dataEnvelope(agencySettingsSchema);

export const useAgencySettings = () =>
  useQuery({ queryKey: queryKeys.agencySettings, queryFn: ({ signal }) => apiRequest('/agencies/edit-settings', { schema: settingsEnvelope, signal }).then((r) => r.data) });

/** The agency's name and logo show in the top bar, so the signed-in profile is read again after a save. */
export function useSaveAgencySettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgencySettingsBody) => apiRequest('/agencies/edit-settings', { method: 'PUT', body, schema: settingsEnvelope }).then((r): AgencySettings => r.data),
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.agencySettings, settings);
      useSession.getState().setUser(await fetchProfile());
    },
  });
}
