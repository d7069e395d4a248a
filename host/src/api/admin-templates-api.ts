import {
  adminTemplatePageSchema,
  adminTemplatePageWithDesignSchema,
  adminTemplateDetailSchema,
  adminTemplateSchema,
  convertEditorResultSchema,
  dataEnvelope,
  listEnvelope,
  savedAdminTemplatePageSchema,
  savedAdminTemplateSchema,
  templateSettingsSchema,
  type AdminTemplate,
  type AdminTemplatePage,
  type AdminTemplatePageWithDesign,
  type CreateTemplateBody,
  type CreateTemplatePageBody,
  type LandingSettingsBody,
  type UpdateTemplateBody,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { postWithUploadProgress } from './upload-with-progress.ts';
import { messageResponseSchema } from './message-response.ts';
import { queryKeys } from './query-keys.ts';

/** The admin's site templates and their pages (spec §7 /admin-templates). */

const templatePath = (id: number) => `/admin-templates/${id}`;
export const templatePagePath = (templateId: number, pageId: number) => `${templatePath(templateId)}/pages/${pageId}`;
const list = listEnvelope(adminTemplateSchema);
const one = dataEnvelope(adminTemplateDetailSchema);
const pageList = listEnvelope(adminTemplatePageSchema);
const pageWithDesign = dataEnvelope(adminTemplatePageWithDesignSchema);

export function fetchTemplatePage(templateId: number, pageId: number, signal?: AbortSignal): Promise<AdminTemplatePageWithDesign> {
  return apiRequest(templatePagePath(templateId, pageId), { schema: pageWithDesign, signal }).then((r) => r.data);
}

export function useAdminTemplates() {
  return useQuery({ queryKey: queryKeys.adminTemplates, queryFn: ({ signal }): Promise<AdminTemplate[]> => apiRequest('/admin-templates', { schema: list, signal }).then((r) => r.data) });
}

export function useAdminTemplate(id: number | null) {
  return useQuery({ queryKey: queryKeys.adminTemplate(id ?? 0), queryFn: ({ signal }) => apiRequest(templatePath(id!), { schema: one, signal }).then((r) => r.data), enabled: id !== null });
}

export function useTemplatePages(templateId: number) {
  return useQuery({
    queryKey: queryKeys.adminTemplatePages(templateId),
    queryFn: ({ signal }): Promise<AdminTemplatePage[]> => apiRequest(`${templatePath(templateId)}/pages`, { schema: pageList, signal }).then((r) => r.data),
  });
}

/** Every change reaches the admin's lists (all under 'admin-templates') and GET /templates, the agencies' choice. */
function useTemplateMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.adminTemplates }), queryClient.invalidateQueries({ queryKey: queryKeys.siteTemplates })]),
  });
}

export const useCreateTemplate = () => useTemplateMutation((body: CreateTemplateBody) => apiRequest('/admin-templates', { method: 'POST', body, schema: savedAdminTemplateSchema }).then((r) => r.data));

export const useUpdateTemplate = (id: number) =>
  useTemplateMutation((body: UpdateTemplateBody) => apiRequest(templatePath(id), { method: 'PUT', body, schema: savedAdminTemplateSchema }).then((r) => r.data));

export const usePublishTemplate = () =>
  useTemplateMutation(({ id, published }: { id: number; published: boolean }) =>
    apiRequest(`${templatePath(id)}/publish`, { method: 'POST', body: { published }, schema: savedAdminTemplateSchema }).then((r) => r.data),
  );

export const useCloneTemplate = () => useTemplateMutation((id: number) => apiRequest(`${templatePath(id)}/clone`, { method: 'POST', schema: savedAdminTemplateSchema }).then((r) => r.data));

export const useDeleteTemplate = () => useTemplateMutation((id: number) => apiRequest(templatePath(id), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined));

export const useCreateTemplatePage = (templateId: number) =>
  useTemplateMutation((body: CreateTemplatePageBody) => apiRequest(`${templatePath(templateId)}/pages`, { method: 'POST', body, schema: savedAdminTemplatePageSchema }).then((r) => r.data));

export const useSetTemplateHome = (templateId: number) =>
  useTemplateMutation((pageId: number) => apiRequest(`${templatePagePath(templateId, pageId)}/set-home`, { method: 'POST', schema: savedAdminTemplatePageSchema }).then((r) => r.data));

export const useDeleteTemplatePage = (templateId: number) =>
  useTemplateMutation((pageId: number) => apiRequest(templatePagePath(templateId, pageId), { method: 'DELETE', schema: messageResponseSchema }).then(() => undefined));

/** A new template from a WordPress export (multipart `file`); rejects with the message to show. */
export const useImportTemplateXml = () =>
  useTemplateMutation((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return postWithUploadProgress('/admin-templates/import-xml', form, { schema: savedAdminTemplateSchema }).then((r) => r.data);
  });

/** A new template from a shared website, by the share id in its link. */
export const useImportTemplateFromWebsite = () =>
  useTemplateMutation((uniqueId: string) => apiRequest(`/admin-templates/import/landing/${uniqueId}/unique-id`, { method: 'POST', schema: savedAdminTemplateSchema }).then((r) => r.data));

/** Brings every page design of the template to the current editor. */
export const useConvertTemplate = (id: number) =>
  useTemplateMutation(() => apiRequest(`${templatePath(id)}/convert`, { method: 'PUT', schema: convertEditorResultSchema }).then((r) => r.data));

/** Saves the settings a website made from the template starts with. */
export function useSaveTemplateSettings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingSettingsBody) => apiRequest(`${templatePath(id)}/settings`, { method: 'PUT', body, schema: dataEnvelope(templateSettingsSchema) }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminTemplate(id) }),
  });
}
