import {
  customDomainResponseSchema,
  customUrlResponseSchema,
  dataEnvelope,
  landingDetailSchema,
  robotsSchema,
  verifyCustomDomainResponseSchema,
  type CustomDomainClaim,
  type LandingPrompts,
  type LandingSettingsBody,
  type Robots,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';
import { PUBLISHING_REFRESH_MS } from './websites-api.ts';
import { websitePath } from './website-paths.ts';

const detailEnvelope = dataEnvelope(landingDetailSchema);
const robotsEnvelope = dataEnvelope(robotsSchema);

/** GET /landings/{id}: the website with its settings, prompts and backup option. */
export type LandingDetail = ReturnType<typeof landingDetailSchema.parse>;

/** An unknown id is the screen's to show (404, no toast): the settings and edit screens say "Website not found". */
export function fetchWebsiteDetail(landingId: number, signal?: AbortSignal): Promise<LandingDetail> {
  return apiRequest(websitePath(landingId), { schema: detailEnvelope, signal, quietStatuses: [404] }).then((r) => r.data);
}

const put = (path: string, body: unknown) => apiRequest(path, { method: 'PUT', body, schema: detailEnvelope }).then((r) => r.data);

export const saveSettings = (landingId: number, body: LandingSettingsBody) => put(`${websitePath(landingId)}/settings`, body);
export const savePrompts = (landingId: number, body: LandingPrompts) => put(`${websitePath(landingId)}/prompts`, body);
export const saveSubdomain = (landingId: number, subdomain: string) => put(websitePath(landingId), { subdomain });

export function saveCustomUrl(landingId: number, customUrl: string | null) {
  return apiRequest(`${websitePath(landingId)}/custom-url`, { method: 'PUT', body: { custom_url: customUrl }, schema: customUrlResponseSchema }).then((r) => r.data);
}

/** Asks the server whether a subdomain is free (format, reserved, taken); failures carry the field message. */
export function checkSubdomain(landingId: number, subdomain: string) {
  return apiRequest(`/landings/validate-subdomain?landing_id=${landingId}`, { method: 'POST', body: { subdomain }, schema: messageResponseSchema, quietStatuses: [422] });
}

/** Asks the server whether a custom domain is one a website may claim and already points here. */
export function checkDomain(landingId: number, domain: string) {
  return apiRequest(`/landings/validate-domain?landing_id=${landingId}`, { method: 'POST', body: { domain }, schema: messageResponseSchema, quietStatuses: [422] });
}

export function fetchRobots(landingId: number, signal?: AbortSignal): Promise<Robots> {
  return apiRequest(`${websitePath(landingId)}/robots`, { schema: robotsEnvelope, signal }).then((r) => r.data);
}

export function saveRobots(landingId: number, robotsTxt: string | null): Promise<Robots> {
  const path = robotsTxt === null ? `${websitePath(landingId)}/robots/reset` : `${websitePath(landingId)}/robots`;
  const body = robotsTxt === null ? undefined : { robots_txt: robotsTxt };
  return apiRequest(path, { method: 'POST', body, schema: robotsEnvelope }).then((r) => r.data);
}

export function useWebsiteDetail(landingId: number) {
  return useQuery({
    queryKey: queryKeys.websiteDetail(landingId),
    queryFn: ({ signal }) => fetchWebsiteDetail(landingId, signal),
    refetchInterval: (current) => (current.state.data?.rendering ? PUBLISHING_REFRESH_MS : false),
  });
}

export function useRobots(landingId: number) {
  return useQuery({ queryKey: queryKeys.robots(landingId), queryFn: ({ signal }) => fetchRobots(landingId, signal) });
}

/** A save that puts the answer in the detail cache and refreshes the lists. */
export function useWebsiteSave<A>(landingId: number, save: (landingId: number, args: A) => Promise<LandingDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => save(landingId, args),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.websiteDetail(landingId), detail);
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
    },
  });
}

export function useCustomUrlMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customUrl: string | null) => saveCustomUrl(landingId, customUrl),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.customDomain(landingId), result.claim);
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
    },
  });
}

/** GET /landings/{id}/custom-domain: the website's claim on a custom domain, null without one. */
export function useCustomDomain(landingId: number) {
  return useQuery({
    queryKey: queryKeys.customDomain(landingId),
    queryFn: ({ signal }) => apiRequest(`${websitePath(landingId)}/custom-domain`, { schema: customDomainResponseSchema, signal }).then((r) => r.data),
  });
}

/** Verifies the custom domain; a refusal (422, what was found instead of the proof) is the screen's to show next to the button. */
export function useVerifyCustomDomain(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${websitePath(landingId)}/custom-domain/verify`, { method: 'POST', schema: verifyCustomDomainResponseSchema, quietStatuses: [422] }),
    onSuccess: (result) => {
      queryClient.setQueryData<CustomDomainClaim | null>(queryKeys.customDomain(landingId), result.data);
      // The website's address is the domain from now on.
      void queryClient.invalidateQueries({ queryKey: queryKeys.landings });
    },
  });
}

export function useRobotsMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (robotsTxt: string | null) => saveRobots(landingId, robotsTxt),
    onSuccess: (robots) => queryClient.setQueryData(queryKeys.robots(landingId), robots),
  });
}
