import {
  dataEnvelope,
  listEnvelope,
  messageResponseSchema,
  publicTemplateCategorySchema,
  templateCategorySchema,
  type TemplateCategory,
  type TemplateCategoryKind,
} from '@tessera/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http-client.ts';
import { queryKeys } from './query-keys.ts';

const ADMIN_URL: Record<TemplateCategoryKind, string> = { site: '/admin-template-categories', page: '/admin-page-template-categories' };
const AGENCY_URL: Record<TemplateCategoryKind, string> = { site: '/template-categories', page: '/page-template-categories' };
const categoryEnvelope = dataEnvelope(templateCategorySchema);

/** The admin's categories of one kind, with how many templates each holds. */
export const useAdminTemplateCategories = (kind: TemplateCategoryKind) =>
  useQuery({
    queryKey: [...queryKeys.templateCategories(kind), 'admin'],
    queryFn: ({ signal }) => apiRequest(ADMIN_URL[kind], { schema: listEnvelope(templateCategorySchema), signal }).then((r) => r.data),
  });

/** The published categories of one kind, for the template pickers. */
export const usePublishedTemplateCategories = (kind: TemplateCategoryKind) =>
  useQuery({
    queryKey: [...queryKeys.templateCategories(kind), 'published'],
    queryFn: ({ signal }) => apiRequest(AGENCY_URL[kind], { schema: listEnvelope(publicTemplateCategorySchema), signal }).then((r) => r.data),
  });

export interface CategoryChange {
  action: 'create' | 'rename' | 'publish' | 'unpublish' | 'clone' | 'delete';
  id?: number;
  name?: string;
}

function sendChange(kind: TemplateCategoryKind, { action, id, name }: CategoryChange): Promise<TemplateCategory | null> {
  const one = `${ADMIN_URL[kind]}/${id}`;
  const saved = (url: string, method: 'POST' | 'PUT', body?: unknown) => apiRequest(url, { method, body, schema: categoryEnvelope }).then((r) => r.data);
  switch (action) {
    case 'create':
      return saved(ADMIN_URL[kind], 'POST', { name });
    case 'rename':
      return saved(one, 'PUT', { name });
    case 'publish':
    case 'unpublish':
      return saved(`${one}/publish`, 'POST', { published: action === 'publish' });
    case 'clone':
      return saved(`${one}/clone`, 'POST');
    case 'delete':
      return apiRequest(one, { method: 'DELETE', schema: messageResponseSchema }).then(() => null);
  }
}

/**
 * Every change to a category: the category lists are read again, and so are the template lists,
 * whose category labels follow a rename or a delete.
 */
export function useTemplateCategoryChange(kind: TemplateCategoryKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange) => sendChange(kind, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.templateCategories(kind) }),
        queryClient.invalidateQueries({ queryKey: kind === 'site' ? queryKeys.adminTemplates : queryKeys.adminPageTemplates }),
      ]),
  });
}
