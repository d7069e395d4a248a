import {
  adminWidgetsSchema,
  dashboardPromoSchema,
  dataEnvelope,
  helpVideoSchema,
  promoSeenResponseSchema,
  supportChatSchema,
  userWidgetsSchema,
  type DashboardPromoBody,
  type HelpVideoBody,
  type HelpVideoScreen,
  type SupportChatBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in user's dashboard widgets; read once per session, as the admin seldom changes
 * them. They are a nicety: a failure to load them is never announced.
 */
export const useUserWidgets = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.userWidgets,
    queryFn: ({ signal }) => apiRequest('/widgets', { schema: dataEnvelope(userWidgetsSchema), signal, quietStatuses: 'all' }).then((r) => r.data),
    enabled,
    staleTime: Infinity,
  });

/** Tells the server the promo has been shown, so no later visit shows it again. */
export const markPromoSeen = (id: number) => apiRequest(`/widgets/promos/${id}/seen`, { method: 'POST', schema: promoSeenResponseSchema, quietStatuses: 'all' });

export const useAdminWidgets = () =>
  useQuery({
    queryKey: queryKeys.adminWidgets,
    queryFn: ({ signal }) => apiRequest('/admin-widgets', { schema: dataEnvelope(adminWidgetsSchema), signal }).then((r) => r.data),
  });

export type WidgetChange =
  | { action: 'create-promo'; promo: DashboardPromoBody }
  | { action: 'update-promo'; id: number; promo: DashboardPromoBody }
  | { action: 'delete-promo'; id: number }
  | { action: 'set-video'; screen: HelpVideoScreen; video: HelpVideoBody }
  | { action: 'delete-video'; screen: HelpVideoScreen }
  | { action: 'set-chat'; chat: SupportChatBody };

async function sendChange(change: WidgetChange): Promise<void> {
  switch (change.action) {
    case 'create-promo':
      await apiRequest('/admin-widgets/promos', { method: 'POST', body: change.promo, schema: dataEnvelope(dashboardPromoSchema) });
      return;
    case 'update-promo':
      await apiRequest(`/admin-widgets/promos/${change.id}`, { method: 'PUT', body: change.promo, schema: dataEnvelope(dashboardPromoSchema) });
      return;
    case 'delete-promo':
      await apiRequest(`/admin-widgets/promos/${change.id}`, { method: 'DELETE', schema: messageResponseSchema });
      return;
    case 'set-video':
      await apiRequest(`/admin-widgets/help-videos/${change.screen}`, { method: 'PUT', body: change.video, schema: dataEnvelope(helpVideoSchema) });
      return;
    case 'delete-video':
      await apiRequest(`/admin-widgets/help-videos/${change.screen}`, { method: 'DELETE', schema: messageResponseSchema });
      return;
    case 'set-chat':
      await apiRequest('/admin-widgets/support-chat', { method: 'PUT', body: change.chat, schema: dataEnvelope(supportChatSchema.nullable()) });
      return;
  }
}

/** Every change the admin makes to the widgets; the admin's list is read again after each. */
export function useWidgetChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminWidgets }),
  });
}
