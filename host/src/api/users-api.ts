import {
  dataEnvelope,
  listEnvelope,
  messageResponseSchema as messageShape,
  grantManyUsersResponseSchema,
  userLandingSchema,
  userNamesResponseSchema,
  userSchema,
  type CreateUserBody,
  type SetUserPasswordBody,
  type UpdateUserBody,
  type User,
  type UserLanding,
} from '@tessera/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const userList = listEnvelope(userSchema);
const userEnvelope = dataEnvelope(userSchema);
const userWithMessage = dataEnvelope(userSchema).extend(messageShape.shape);
const userLandingList = dataEnvelope(userLandingSchema.array());
const userLandingWithMessage = dataEnvelope(userLandingSchema).extend(messageShape.shape);

export interface UsersPageQuery {
  page: number;
  perPage: number;
  search: string;
}

export interface UsersPage {
  users: User[];
  total: number;
}

export function fetchUsers({ page, perPage, search }: UsersPageQuery, signal?: AbortSignal): Promise<UsersPage> {
  const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (search.trim()) params.set('search', search.trim());
  return apiRequest(`/users?${params}`, { schema: userList, signal }).then((r) => ({ users: r.data, total: r.meta.total }));
}

export function fetchUser(userId: number, signal?: AbortSignal): Promise<User> {
  return apiRequest(`/users/${userId}`, { schema: userEnvelope, signal }).then((r) => r.data);
}

export function createUser(body: CreateUserBody): Promise<User> {
  return apiRequest('/users', { method: 'POST', body, schema: userWithMessage }).then((r) => r.data);
}

export function updateUser(userId: number, body: UpdateUserBody): Promise<User> {
  return apiRequest(`/users/${userId}`, { method: 'PUT', body, schema: userWithMessage }).then((r) => r.data);
}

export function deleteUser(userId: number): Promise<void> {
  return apiRequest(`/users/${userId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function setUserPassword(userId: number, body: SetUserPasswordBody): Promise<void> {
  return apiRequest(`/users/${userId}/change-user-password`, { method: 'POST', body, schema: messageResponseSchema }).then(() => undefined);
}

export function fetchUserLandings(userId: number, signal?: AbortSignal): Promise<UserLanding[]> {
  return apiRequest(`/users/${userId}/landings`, { schema: userLandingList, signal }).then((r) => r.data);
}

export function grantUserLanding(userId: number, landingId: number, permissions: readonly string[]): Promise<UserLanding> {
  return apiRequest(`/users/${userId}/landings`, {
    method: 'POST',
    body: { landing_id: landingId, permissions },
    schema: userLandingWithMessage,
  }).then((r) => r.data);
}

export function updateUserLanding(entryId: number, permissions: readonly string[]): Promise<UserLanding> {
  return apiRequest(`/user-landings/${entryId}`, { method: 'PUT', body: { permissions }, schema: userLandingWithMessage }).then((r) => r.data);
}

export function deleteUserLanding(entryId: number): Promise<void> {
  return apiRequest(`/user-landings/${entryId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

export function useUsers(query: UsersPageQuery) {
  return useQuery({
    queryKey: queryKeys.users(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    // Paging and searching keep the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useUser(userId: number) {
  return useQuery({ queryKey: queryKeys.user(userId), queryFn: ({ signal }) => fetchUser(userId, signal) });
}

export function useUserLandings(userId: number) {
  return useQuery({ queryKey: queryKeys.userLandings(userId), queryFn: ({ signal }) => fetchUserLandings(userId, signal) });
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLists }),
  });
}

export function useUpdateUserMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => updateUser(userId, body),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(userId), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.userLists });
    },
  });
}

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // Only the lists: refetching the deleted user's own query (its screen may still be open) would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLists }),
  });
}

export function useSetUserPasswordMutation(userId: number) {
  return useMutation({ mutationFn: (body: SetUserPasswordBody) => setUserPassword(userId, body) });
}

/** What one website's row of the permissions screen saves: access on or off, and the keys granted. */
export interface LandingAccessChange {
  landingId: number;
  entry: UserLanding | undefined;
  access: boolean;
  permissions: readonly string[];
}

/** Grants, updates or removes a sub-user's access to one website, whichever the change needs. */
export function saveLandingAccess(userId: number, change: LandingAccessChange): Promise<unknown> {
  if (!change.access) return change.entry ? deleteUserLanding(change.entry.id) : Promise.resolve();
  if (change.entry) return updateUserLanding(change.entry.id, change.permissions);
  return grantUserLanding(userId, change.landingId, change.permissions);
}

export function useSaveLandingAccessMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LandingAccessChange) => saveLandingAccess(userId, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLandings(userId) }),
  });
}

/** Every sub-user the caller manages, by name (GET /users/list), for pickers. */
export const useManagedUserNames = () =>
  useQuery({ queryKey: ['users', 'names'], queryFn: ({ signal }) => apiRequest('/users/list', { schema: userNamesResponseSchema, signal }).then((r) => r.data) });

/** POST /landings/{id}/multiple-users: the same website and keys for several sub-users; their access lists are read again. */
export function useGrantWebsiteToManyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ landingId, userIds, permissions }: { landingId: number; userIds: number[]; permissions: string[] }) =>
      apiRequest(`/landings/${landingId}/multiple-users`, { method: 'POST', body: { user_ids: userIds, permissions }, schema: grantManyUsersResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
