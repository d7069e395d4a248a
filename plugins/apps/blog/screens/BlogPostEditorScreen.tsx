import { blogPostSavedSchema, blogPostSchema, z, type BlogPost } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { PostFieldsForm, usePostForm } from './PostFields.tsx';

const postEnvelope = z.object({ data: blogPostSchema });

/** /agency/websites/{id}/blog/create and /blog/{blogId}/edit: a post's title, address, excerpt, image and author. */
export default function BlogPostEditorScreen() {
  const { landingId, params, useQuery, Link, kit } = useAppScreen();
  const { StatusView, QueryView, PermissionGate } = kit;
  const postId = params.blogId === undefined ? null : Number(params.blogId);
  const valid = postId === null || (Number.isInteger(postId) && postId > 0);
  const post = useQuery(postId === null || !valid ? null : `/landings/${landingId}/blogs/${postId}`, { schema: postEnvelope });
  if (!valid) return <StatusView title="Page not found" message="This post address is not valid." />;
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/blog`}>
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{postId === null ? 'New blog post' : post.data ? `Post ${post.data.data.title}` : 'Blog post'}</h1>
        {postId !== null ? (
          <PermissionGate permission="blog.create">
            <Link className="btn" to={`/agency/websites/${landingId}/blog/${postId}/design`}>
              Design this post
            </Link>
          </PermissionGate>
        ) : null}
      </header>
      {postId === null ? (
        <BlogPostForm key="new" />
      ) : (
        <QueryView query={post} loading="Loading the post…" failed="The post could not be loaded">
          {(data) => <BlogPostForm key={data.data.updated_at} post={data.data} />}
        </QueryView>
      )}
    </div>
  );
}

function BlogPostForm({ post }: { post?: BlogPost }) {
  const { landingId, request, navigate } = useAppScreen();
  const initial = { title: post?.title ?? '', unique_name: post?.unique_name ?? '', description: post?.description ?? '', image: post?.image ?? '', author: post?.author ?? '' };
  const form = usePostForm(initial, post === undefined, async (body) => {
    const path = post === undefined ? `/landings/${landingId}/blogs` : `/landings/${landingId}/blogs/${post.id}`;
    const saved = await request(path, { method: post === undefined ? 'POST' : 'PUT', body, schema: blogPostSavedSchema });
    if (post === undefined) navigate(`/agency/websites/${landingId}/blog/${saved.data.id}/edit`);
  });
  return <PostFieldsForm post={form} />;
}
