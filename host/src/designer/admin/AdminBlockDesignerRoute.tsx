import { ADMIN_BLOCK_DOCUMENT } from './admin-document-kinds.ts';
import { AdminDocumentDesignerRoute } from './AdminDocumentDesignerRoute.tsx';

/** /admin/blocks/{blockId}/sandbox_design. */
export function AdminBlockDesignerRoute() {
  return <AdminDocumentDesignerRoute kind={ADMIN_BLOCK_DOCUMENT} />;
}
