import type { BlogPostWithDesign, Landing } from '@tessera/core';
import { useMemo } from 'react';
import { useBlogPostDesign, type BlogPostRef } from '../api/blog-api.ts';
import { useLanding } from '../api/landings-api.ts';
import { NotFoundPage } from '../routes/NotFoundPage.tsx';
import { useIdParam } from '../routes/use-id-param.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { useBlogPostSource } from './blog-post-source.ts';
import { backToBlog, DesignerOpenError } from './DesignerOpenError.tsx';
import { DesignerWorkspace } from './DesignerWorkspace.tsx';
import { installedElements } from './installed-elements.ts';

/** The lazily loaded designer of a blog post: /agency/websites/:id/blog/:blogId/design. */
export function BlogDesignerRoute() {
  const landingId = useIdParam('id');
  const postId = useIdParam('blogId');
  if (landingId === null || postId === null) return <NotFoundPage />;
  return <BlogDesignerLoader key={`${landingId}/${postId}`} landingId={landingId} postId={postId} />;
}

function BlogDesignerLoader({ landingId, postId }: BlogPostRef) {
  const ref = useMemo(() => ({ landingId, postId }), [landingId, postId]);
  const post = useBlogPostDesign(ref);
  const landing = useLanding(landingId);
  if (post.isPending) return <Spinner fullPage label="Opening the designer…" />;
  if (post.error) return <DesignerOpenError title="This post could not be opened" message={post.error.message} onRetry={post.refetch} back={backToBlog(landingId)} />;
  return <BlogPostDesigner postRef={ref} post={post.data} landing={landing.data} />;
}

function BlogPostDesigner({ postRef, post, landing }: { postRef: BlogPostRef; post: BlogPostWithDesign; landing: Landing | undefined }) {
  const source = useBlogPostSource(postRef, post, landing);
  return <DesignerWorkspace source={source} registry={installedElements} />;
}
