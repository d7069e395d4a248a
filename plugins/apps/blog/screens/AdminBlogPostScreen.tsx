import { z, zodFieldErrors, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { postBodyOf, PostFields } from './PostFields.tsx';
import { adminPostSavedSchema, adminPostSchema, type AdminPost } from '../admin-post-schemas.ts';

const postEnvelope = z.object({ data: adminPostSchema });

/** /admin/blog/create and /admin/blog/{blogId}/edit: an admin post's title, excerpt, image and author. */
export default function AdminBlogPostScreen() {
  const { params, useQuery, Link, kit } = useAppScreen();
  const { Spinner, StatusView, RetryButton } = kit;
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
      ) : post.error ? (
        <StatusView title="The post could not be loaded" message={post.error.message} actions={<RetryButton onClick={() => post.refetch()} />} />
      ) : !post.data ? (
        <Spinner label="Loading the post…" />
      ) : (
        <AdminPostForm key={post.data.data.updated_at} post={post.data.data} />
      )}
    </div>
  );
}

function AdminPostForm({ post }: { post?: AdminPost }) {
  const { request, navigate } = useAppScreen();
  const [form, setForm] = useState({ title: post?.title ?? '', description: post?.description ?? '', image: post?.image ?? '', author: post?.author ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = postBodyOf(form, post === undefined);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    request(post === undefined ? '/admin-blogs' : `/admin-blogs/${post.id}`, { method: post === undefined ? 'POST' : 'PUT', body: body.data, schema: adminPostSavedSchema })
      .then((saved) => {
        setSaving(false);
        if (post === undefined) navigate(`/admin/blog/${saved.data.id}/edit`);
      })
      .catch((error: unknown) => {
        setErrors(fieldErrorsOf(error));
        setSaving(false);
      });
  };
  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Blog post">
      <PostFields form={form} errors={errors} set={set} isNew={post === undefined} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
          {post === undefined ? 'Create post' : 'Save post'}
        </button>
      </div>
    </form>
  );
}
