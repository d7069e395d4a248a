import { TEMPLATE_BLOG_DOCUMENT } from './admin-document-kinds.ts';
import { AdminDocumentDesignerRoute } from './AdminDocumentDesignerRoute.tsx';

/** /admin/templates/{templateId}/blog/{blogId}/design. */
export function TemplateBlogDesignerRoute() {
  return <AdminDocumentDesignerRoute kind={TEMPLATE_BLOG_DOCUMENT} />;
}
