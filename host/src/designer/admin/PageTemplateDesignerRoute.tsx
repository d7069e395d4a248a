import { PAGE_TEMPLATE_DOCUMENT } from './admin-document-kinds.ts';
import { AdminDocumentDesignerRoute } from './AdminDocumentDesignerRoute.tsx';

/** /admin/page-templates/{pageTemplateId}/sandbox_design. */
export function PageTemplateDesignerRoute() {
  return <AdminDocumentDesignerRoute kind={PAGE_TEMPLATE_DOCUMENT} />;
}
