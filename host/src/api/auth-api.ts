import { dataEnvelope, loginResponseSchema, profileSchema, type LoginBody, type Profile } from '@tessera/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const profileEnvelope = dataEnvelope(profileSchema);

export function login(body: LoginBody): Promise<string> {
  return apiRequest('/login', { method: 'POST', body, schema: loginResponseSchema }).then((r) => r.access_token);
}

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/profile', { schema: profileEnvelope, signal }).then((r) => r.data);
}

export function logout(): Promise<void> {
  return apiRequest('/logout', { method: 'POST', schema: messageResponseSchema }).then(() => undefined);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}

/**
 * The profile of the user a token belongs to. The token is part of the key so that a profile
 * can never be served to the next user who signs in; it is not retried, since a refusal
 * means the token is dead, and not cached beyond its use.
 */
export function useProfileQuery(token: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.profile, token],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: enabled && token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
