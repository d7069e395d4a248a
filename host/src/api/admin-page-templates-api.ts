import {
  adminPageTemplateWithDesignSchema,
  dataEnvelope,
  listEnvelope,
  adminPageTemplateSchema,
  savedAdminPageTemplateSchema,
  type AdminPageTemplate,
  type AdminPageTemplateWithDesign,
  type CreatePageTemplateBody,
  type UpdatePageTemplateBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's page templates (spec §7 /admin-page-templates). */

export const adminPageTemplatePath = (id: number) => `/admin-page-templates/${id}`;
const list = listEnvelope(adminPageTemplateSchema);
const withDesign = dataEnvelope(adminPageTemplateWithDesignSchema);

export function fetchAdminPageTemplate(id: number, signal?: AbortSignal): Promise<AdminPageTemplateWithDesign> {
  return apiRequest(adminPageTemplatePath(id), { schema: withDesign, signal }).then((r) => r.data);
}

export function useAdminPageTemplates() {
  return useQuery({
    queryKey: queryKeys.adminPageTemplates,
    queryFn: ({ signal }): Promise<AdminPageTemplate[]> => apiRequest('/admin-page-templates', { schema: list, signal }).then((r) => r.data),
  });
}

export function useAdminPageTemplate(id: number | null) {
  return useQuery({ queryKey: queryKeys.adminPageTemplate(id ?? 0), queryFn: ({ signal }) => fetchAdminPageTemplate(id!, signal), enabled: id !== null });
}

/** Every change lands in the list (and GET /page-templates, the agencies' choice). */
function useTemplateMutation<V>(mutationFn: (variables: V) => Promise<AdminPageTemplate | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminPageTemplates }), queryClient.invalidateQueries({ queryKey: queryKeys.pageTemplates })]),
  });
}

export const useCreatePageTemplate = () =>
  useTemplateMutation((body: CreatePageTemplateBody) => apiRequest('/admin-page-templates', { method: 'POST', body, schema: savedAdminPageTemplateSchema }).then((r) => r.data));

export const useUpdatePageTemplate = (id: number) =>
  useTemplateMutation((body: UpdatePageTemplateBody) => apiRequest(adminPageTemplatePath(id), { method: 'PUT', body, schema: savedAdminPageTemplateSchema }).then((r) => r.data));

export const usePublishPageTemplate = () =>
  useTemplateMutation(({ id, published }: { id: number; published: boolean }) =>
    apiRequest(`${adminPageTemplatePath(id)}/publish`, { method: 'POST', body: { published }, schema: savedAdminPageTemplateSchema }).then((r) => r.data),
  );

export const useClonePageTemplate = () =>
  useTemplateMutation((id: number) => apiRequest(`${adminPageTemplatePath(id)}/clone`, { method: 'POST', schema: savedAdminPageTemplateSchema }).then((r) => r.data));

export const useDeletePageTemplate = () =>
  useTemplateMutation((id: number) => apiRequest(adminPageTemplatePath(id), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined));
