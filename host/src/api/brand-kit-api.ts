import { brandKitSchema, dataEnvelope, type BrandKit } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';
import { brandKitPath } from './website-paths.ts';

const kitEnvelope = dataEnvelope(brandKitSchema);
const savedEnvelope = z.object({ data: brandKitSchema, message: z.string() });

/**
 * GET /landings/{id}/brand-kit: the website's brand kit (the default kit until one is saved);
 * nothing is asked without a website. `quiet`: a failure is not announced (the canvas then
 * shows the elements' fallbacks).
 */
export function useBrandKit(landingId: number | null, { quiet = false }: { quiet?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.brandKit(landingId ?? 0),
    queryFn: ({ signal }) => apiRequest(brandKitPath(landingId ?? 0), { schema: kitEnvelope, signal, quietStatuses: quiet ? 'all' : [] }).then((r) => r.data),
    enabled: landingId !== null,
  });
}

/**
 * Saves the kit; a refusal (422) is the form's to show beside its fields. The website's detail
 * is fetched again: it tells that the published pages are being rendered with the new kit.
 */
export function useSaveBrandKit(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kit: BrandKit) => apiRequest(brandKitPath(landingId), { method: 'PUT', body: kit, schema: savedEnvelope, quietStatuses: [422] }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.brandKit(landingId), result.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.websiteDetail(landingId) });
    },
  });
}
