import { ORDER_PAGE_DOCUMENT } from './admin-document-kinds.ts';
import { AdminDocumentDesignerRoute } from './AdminDocumentDesignerRoute.tsx';

/** /admin/payment/order-pages/{orderPageId}/design. */
export function OrderPageDesignerRoute() {
  return <AdminDocumentDesignerRoute kind={ORDER_PAGE_DOCUMENT} />;
}
