import { dataEnvelope, loginResponseSchema, profileSchema, type LoginBody, type Profile } from '@tessera/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';

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
