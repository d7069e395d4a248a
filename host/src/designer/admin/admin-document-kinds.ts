import { adminBlockPath, fetchAdminBlock } from '../../api/admin-blocks-api.ts';
import { adminPageTemplatePath, fetchAdminPageTemplate } from '../../api/admin-page-templates-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import type { AdminDocumentKind } from './admin-document.ts';

export const PAGE_TEMPLATE_DOCUMENT: AdminDocumentKind = {
  param: 'pageTemplateId',
  noun: 'page template',
  draftSpace: 'page-template',
  path: adminPageTemplatePath,
  read: fetchAdminPageTemplate,
  back: { to: '/admin/page-templates', label: 'Page templates' },
  listKey: queryKeys.adminPageTemplates,
};

/** A block is sections only: popups and page settings made here are dropped when it is saved. */
export const ADMIN_BLOCK_DOCUMENT: AdminDocumentKind = {
  param: 'blockId',
  noun: 'block',
  draftSpace: 'admin-block',
  path: adminBlockPath,
  read: fetchAdminBlock,
  back: { to: '/admin/blocks', label: 'Blocks' },
  listKey: queryKeys.adminBlocks,
};
