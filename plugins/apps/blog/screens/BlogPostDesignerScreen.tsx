import { blogPostSchema, z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { useMemo } from 'react';

const postEnvelope = z.object({ data: blogPostSchema });

/** /agency/websites/{id}/blog/{blogId}/design: the designer on one post, published at /blog/{unique_name}. */
export default function BlogPostDesignerScreen() {
  const { landingId, params, useQuery, DocumentDesigner } = useAppScreen();
  const path = `/landings/${landingId}/blogs/${params.blogId}`;
  // The address on the site is the post's; the designer links to it once it is known.
  const post = useQuery(path, { schema: postEnvelope });
  const back = useMemo(() => ({ to: `/agency/websites/${landingId}/blog`, label: 'Blog' }), [landingId]);
  const sitePath = post.data ? `/blog/${post.data.data.unique_name}` : '/blog';
  return <DocumentDesigner path={path} noun="Blog post" back={back} sitePath={sitePath} />;
}
