import { dataEnvelope, menuSchema, listEnvelope, type Menu, type MenuBody } from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

const menuList = listEnvelope(menuSchema);
const menuEnvelope = dataEnvelope(menuSchema);

export function fetchMenus(landingId: number, signal?: AbortSignal): Promise<Menu[]> {
  return apiRequest(`/landings/${landingId}/menus`, { schema: menuList, signal }).then((r) => r.data);
}

export function fetchMenu(landingId: number, menuId: number, signal?: AbortSignal): Promise<Menu> {
  return apiRequest(`/landings/${landingId}/menus/${menuId}`, { schema: menuEnvelope, signal }).then((r) => r.data);
}

/** Creates the menu, or replaces it when `menuId` is given. */
export function saveMenu(landingId: number, body: MenuBody, menuId?: number): Promise<Menu> {
  const path = menuId === undefined ? `/landings/${landingId}/menus` : `/landings/${landingId}/menus/${menuId}`;
  return apiRequest(path, { method: menuId === undefined ? 'POST' : 'PUT', body, schema: menuEnvelope }).then((r) => r.data);
}

export function deleteMenu(landingId: number, menuId: number): Promise<void> {
  return apiRequest(`/landings/${landingId}/menus/${menuId}`, { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined);
}

/** The website's menus; none is asked for a document without a website (landingId null). */
export function useMenus(landingId: number | null) {
  return useQuery({ queryKey: queryKeys.menus(landingId ?? 0), queryFn: ({ signal }) => fetchMenus(landingId!, signal), enabled: landingId !== null });
}

export function useMenu(landingId: number, menuId: number | null) {
  return useQuery({
    queryKey: queryKeys.menu(landingId, menuId ?? 0),
    queryFn: ({ signal }) => fetchMenu(landingId, menuId!, signal),
    enabled: menuId !== null,
  });
}

export function useSaveMenuMutation(landingId: number, menuId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuBody) => saveMenu(landingId, body, menuId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.menus(landingId) }),
  });
}

export function useDeleteMenuMutation(landingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (menuId: number) => deleteMenu(landingId, menuId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.menus(landingId) }),
  });
}
