import {
  checkValidityResponseSchema,
  dataEnvelope,
  impersonateResponseSchema,
  loginResponseSchema,
  profileSchema,
  type ChangeOwnPasswordBody,
  type ChangePasswordWithTokenBody,
  type CheckValidityBody,
  type CheckValidityResponse,
  type LoginBody,
  type Profile,
  type UpdateProfileBody,
} from '@tessera/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const profileEnvelope = dataEnvelope(profileSchema);

export function login(body: LoginBody): Promise<string> {
  return apiRequest('/login', { method: 'POST', body, schema: loginResponseSchema }).then((r) => r.access_token);
}

/** The signed-in user; `quiet` announces no failure (for a caller that leaves failures to a screen that asks again). */
export function fetchProfile(signal?: AbortSignal, { quiet = false } = {}): Promise<Profile> {
  return apiRequest('/profile', { schema: profileEnvelope, signal, quietStatuses: quiet ? 'all' : [] }).then((r) => r.data);
}

export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiRequest('/profile', { method: 'PUT', body, schema: profileEnvelope }).then((r) => r.data);
}

/** Revokes a token: the stored one, or `token` when given (the admin's own at the end of an impersonation). */
export function logout(token?: string): Promise<void> {
  return apiRequest('/logout', { method: 'POST', schema: messageResponseSchema, token }).then(() => undefined);
}

export function changeOwnPassword(body: ChangeOwnPasswordBody): Promise<void> {
  return apiRequest('/change-password', { method: 'POST', body, schema: messageResponseSchema }).then(() => undefined);
}

/** Asks for a reset link; the server answers alike whether or not the e-mail has an account. */
export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest('/passwords/reset', { method: 'POST', body: { email }, schema: messageResponseSchema }).then(() => undefined);
}

export function changePasswordWithToken(body: ChangePasswordWithTokenBody): Promise<void> {
  return apiRequest('/passwords/change', { method: 'POST', body, schema: messageResponseSchema }).then(() => undefined);
}

/** The redirect-link login of spec §2. */
export function checkLoginLink(body: CheckValidityBody): Promise<CheckValidityResponse> {
  return apiRequest('/check-validity', { method: 'POST', body, schema: checkValidityResponseSchema });
}

export function impersonate(userId: number): Promise<string> {
  return apiRequest(`/impersonate/${userId}`, { method: 'POST', schema: impersonateResponseSchema }).then((r) => r.access_token);
}

export function stopImpersonating(): Promise<void> {
  return apiRequest('/impersonate', { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
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
