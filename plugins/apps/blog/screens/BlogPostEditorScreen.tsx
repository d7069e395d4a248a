import { blogPostSavedSchema, blogPostSchema, z, zodFieldErrors, type BlogPost, type FieldErrors } from '@tessera/sdk';
import { fieldErrorsOf, useAppScreen } from '@tessera/sdk/dashboard';
import { useState, type FormEvent } from 'react';
import { postBodyOf, PostFields } from './PostFields.tsx';

const postEnvelope = z.object({ data: blogPostSchema });

/** /agency/websites/{id}/blog/create and /blog/{blogId}/edit: a post's title, address, excerpt, image and author. */
export default function BlogPostEditorScreen() {
  const { landingId, params, useQuery, Link, kit } = useAppScreen();
  const { Spinner, StatusView, RetryButton, PermissionGate } = kit;
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
      ) : post.error ? (
        <StatusView title="The post could not be loaded" message={post.error.message} actions={<RetryButton onClick={() => post.refetch()} />} />
      ) : !post.data ? (
        <Spinner label="Loading the post…" />
      ) : (
        <BlogPostForm key={post.data.data.updated_at} post={post.data.data} />
      )}
    </div>
  );
}

function BlogPostForm({ post }: { post?: BlogPost }) {
  const { landingId, request, navigate } = useAppScreen();
  const [form, setForm] = useState({
    title: post?.title ?? '',
    unique_name: post?.unique_name ?? '',
    description: post?.description ?? '',
    image: post?.image ?? '',
    author: post?.author ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = postBodyOf(form, post === undefined);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    setSaving(true);
    const path = post === undefined ? `/landings/${landingId}/blogs` : `/landings/${landingId}/blogs/${post.id}`;
    request(path, { method: post === undefined ? 'POST' : 'PUT', body: body.data, schema: blogPostSavedSchema })
      .then((saved) => {
        setSaving(false);
        if (post === undefined) navigate(`/agency/websites/${landingId}/blog/${saved.data.id}/edit`);
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
