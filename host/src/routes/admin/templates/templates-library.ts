import {
  useAdminTemplate,
  useAdminTemplates,
  useCloneTemplate,
  useCreateTemplate,
  useDeleteTemplate,
  usePublishTemplate,
  useUpdateTemplate,
} from '../../../api/admin-templates-api.ts';
import type { AdminLibrary } from '../library/admin-library.ts';
import { TemplateImports } from './TemplateImports.tsx';

/** /admin/templates: the websites agencies start from (spec §2); each page is designed on its own. */
export const TEMPLATES_LIBRARY: AdminLibrary = {
  title: 'Site templates',
  noun: 'site template',
  base: '/admin/templates',
  categoryKind: 'site',
  StartOptions: TemplateImports,
  links: (id) => [{ to: `/admin/templates/${id}/pages`, label: 'Pages' }],
  previewPath: (id) => `/templates/${id}/preview`,
  publishHint: 'Published templates are offered to every agency when it creates a website.',
  emptyMessage: 'Site templates are the websites agencies start from, with their pages.',
  described: true,
  useList: useAdminTemplates,
  useItem: useAdminTemplate,
  useCreate: useCreateTemplate,
  useUpdate: useUpdateTemplate,
  usePublish: usePublishTemplate,
  useClone: useCloneTemplate,
  useDelete: useDeleteTemplate,
};
