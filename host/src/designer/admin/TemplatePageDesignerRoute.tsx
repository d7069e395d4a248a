import { TEMPLATE_PAGE_DOCUMENT } from './admin-document-kinds.ts';
import { AdminDocumentDesignerRoute } from './AdminDocumentDesignerRoute.tsx';

/** /admin/templates/{templateId}/pages/{pageId}/design. */
export function TemplatePageDesignerRoute() {
  return <AdminDocumentDesignerRoute kind={TEMPLATE_PAGE_DOCUMENT} />;
}
