import { useAppScreen } from '@tessera/sdk/dashboard';
import { useMemo } from 'react';

/** /admin/templates/{templateId}/blog/{blogId}/design (and sandbox_design): the designer on one of the template's posts. */
export default function TemplatePostDesignerScreen() {
  const { params, DocumentDesigner } = useAppScreen();
  const back = useMemo(() => ({ to: `/admin/templates/${params.templateId}/blog`, label: 'Template blog' }), [params.templateId]);
  return <DocumentDesigner path={`/admin-templates/${params.templateId}/blogs/${params.blogId}`} noun="Template post" back={back} />;
}
