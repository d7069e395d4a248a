import { useAppScreen } from '@tessera/sdk/dashboard';
import { useMemo } from 'react';

/** /admin/blog/{blogId}/design: the designer on one admin post (published from the list). */
export default function AdminBlogDesignerScreen() {
  const { params, DocumentDesigner } = useAppScreen();
  const back = useMemo(() => ({ to: '/admin/blog', label: 'Blog' }), []);
  return <DocumentDesigner path={`/admin-blogs/${params.blogId}`} noun="Blog post" back={back} />;
}
