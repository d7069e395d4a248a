import { adminBlockPath, fetchAdminBlock } from '../../api/admin-blocks-api.ts';
import { adminPageTemplatesApi } from '../../api/admin-page-templates-api.ts';
import { orderPagesApi } from '../../api/order-pages-api.ts';
import { fetchTemplatePage, templatePagePath } from '../../api/admin-templates-api.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { idFromParam } from '../../routes/use-id-param.ts';
import type { AdminDocumentKind } from './admin-document.ts';

export const PAGE_TEMPLATE_DOCUMENT: AdminDocumentKind = {
  noun: 'page template',
  locate(params) {
    const id = idFromParam(params.pageTemplateId);
    if (id === null) return null;
    return {
      id,
      path: adminPageTemplatesApi.path(id),
      draftSpace: 'page-template',
      read: (signal) => adminPageTemplatesApi.fetchItem(id, signal),
      back: { to: '/admin/page-templates', label: 'Page templates' },
      listKey: queryKeys.adminPageTemplates,
    };
  },
};

export const ORDER_PAGE_DOCUMENT: AdminDocumentKind = {
  noun: 'order page',
  locate(params) {
    const id = idFromParam(params.orderPageId);
    if (id === null) return null;
    return {
      id,
      path: orderPagesApi.path(id),
      draftSpace: 'order-page',
      read: (signal) => orderPagesApi.fetchItem(id, signal),
      back: { to: '/admin/payment/order-pages', label: 'Order pages' },
      listKey: queryKeys.orderPages,
    };
  },
};

/** A block is sections only: popups and page settings made here are dropped when it is saved. */
export const ADMIN_BLOCK_DOCUMENT: AdminDocumentKind = {
  noun: 'block',
  locate(params) {
    const id = idFromParam(params.blockId);
    if (id === null) return null;
    return {
      id,
      path: adminBlockPath(id),
      draftSpace: 'admin-block',
      read: (signal) => fetchAdminBlock(id, signal),
      back: { to: '/admin/blocks', label: 'Blocks' },
      listKey: queryKeys.adminBlocks,
    };
  },
};

export const TEMPLATE_PAGE_DOCUMENT: AdminDocumentKind = {
  noun: 'template page',
  locate(params) {
    const templateId = idFromParam(params.templateId);
    const pageId = idFromParam(params.pageId);
    if (templateId === null || pageId === null) return null;
    return {
      id: pageId,
      path: templatePagePath(templateId, pageId),
      draftSpace: `template-${templateId}`,
      read: (signal) => fetchTemplatePage(templateId, pageId, signal),
      back: { to: `/admin/templates/${templateId}/pages`, label: 'Template pages' },
      listKey: queryKeys.adminTemplatePages(templateId),
    };
  },
};
