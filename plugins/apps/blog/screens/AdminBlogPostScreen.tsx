import { z } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';
import { PostFieldsForm, usePostForm } from './PostFields.tsx';
import { adminPostSavedSchema, adminPostSchema, type AdminPost } from '../admin-post-schemas.ts';

const postEnvelope = z.object({ data: adminPostSchema });

/** /admin/blog/create and /admin/blog/{blogId}/edit: an admin post's title, excerpt, image and author. */
export default function AdminBlogPostScreen() {
  const { params, useQuery, Link, kit } = useAppScreen();
  const { StatusView, QueryView } = kit;
  const postId = params.blogId === undefined ? null : Number(params.blogId);
  const valid = postId === null || (Number.isInteger(postId) && postId > 0);
  const post = useQuery(postId === null || !valid ? null : `/admin-blogs/${postId}`, { schema: postEnvelope });
  if (!valid) return <StatusView title="Page not found" message="This post address is not valid." />;
  return (
    <div className="screen">
      <Link className="screen__back" to="/admin/blog">
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{postId === null ? 'New blog post' : post.data ? `Post ${post.data.data.title}` : 'Blog post'}</h1>
        {postId !== null ? (
          <Link className="btn" to={`/admin/blog/${postId}/design`}>
            Design this post
          </Link>
        ) : null}
      </header>
      {postId === null ? (
        <AdminPostForm key="new" />
      ) : (
        <QueryView query={post} loading="Loading the post…" failed="The post could not be loaded">
          {(data) => <AdminPostForm key={data.data.updated_at} post={data.data} />}
        </QueryView>
      )}
    </div>
  );
}

function AdminPostForm({ post }: { post?: AdminPost }) {
  const { request, navigate } = useAppScreen();
  const initial = { title: post?.title ?? '', description: post?.description ?? '', image: post?.image ?? '', author: post?.author ?? '' };
  const form = usePostForm(initial, post === undefined, async (body) => {
    const saved = await request(post === undefined ? '/admin-blogs' : `/admin-blogs/${post.id}`, { method: post === undefined ? 'POST' : 'PUT', body, schema: adminPostSavedSchema });
    if (post === undefined) navigate(`/admin/blog/${saved.data.id}/edit`);
  });
  return <PostFieldsForm post={form} />;
}
