import { adminPageTemplatesApi } from '../../../api/admin-page-templates-api.ts';
import type { AdminLibrary } from '../library/admin-library.ts';

/** /admin/page-templates: the pages agencies start from (spec §2). */
export const PAGE_TEMPLATES_LIBRARY: AdminLibrary = {
  title: 'Page templates',
  noun: 'page template',
  base: '/admin/page-templates',
  categoryKind: 'page',
  links: (id) => [{ to: `/admin/page-templates/${id}/sandbox_design`, label: 'Design' }],
  previewPath: (id) => `/page-templates/${id}/preview`,
  publishHint: 'Published templates are offered to every agency when it creates a page.',
  emptyMessage: 'Page templates are the designs agencies start a new page from.',
  useList: adminPageTemplatesApi.useList,
  useItem: adminPageTemplatesApi.useItem,
  useCreate: adminPageTemplatesApi.useCreate,
  useUpdate: adminPageTemplatesApi.useUpdate,
  usePublish: adminPageTemplatesApi.usePublish,
  useClone: adminPageTemplatesApi.useClone,
  useDelete: adminPageTemplatesApi.useDelete,
};
