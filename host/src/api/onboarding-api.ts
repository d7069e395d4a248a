import { dataEnvelope, onboardingSchema } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const saved = dataEnvelope(onboardingSchema).extend({ message: z.string(), success: z.boolean() });

/** The owner's getting-started checklist; under ['landings'], so every change to a website refreshes it. */
export const useOnboarding = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.onboarding,
    queryFn: ({ signal }) => apiRequest('/onboarding', { schema: dataEnvelope(onboardingSchema), signal, quietStatuses: 'all' }).then((r) => r.data),
    enabled,
  });

export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) => apiRequest('/onboarding', { method: 'PUT', body: { dismissed }, schema: saved }).then((r) => r.data),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.onboarding, data),
  });
}
