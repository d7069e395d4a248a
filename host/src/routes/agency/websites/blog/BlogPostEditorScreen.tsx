import { createBlogPostBodySchema, updateBlogPostBodySchema, zodFieldErrors, type BlogPost, type FieldErrors } from '@tessera/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../../../api/api-error.ts';
import { useBlogPost, useSaveBlogPostMutation } from '../../../../api/blog-api.ts';
import { PermissionGate } from '../../../../auth/PermissionGate.tsx';
import { FormRow, TextField } from '../../../../ui/FormRow.tsx';
import { RetryButton } from '../../../../ui/RetryButton.tsx';
import { Spinner } from '../../../../ui/Spinner.tsx';
import { StatusView } from '../../../../ui/StatusView.tsx';
import { NotFoundPage } from '../../../NotFoundPage.tsx';
import { useIdParam } from '../../../use-id-param.ts';

/** /agency/websites/{id}/blog/create and /blog/{blogId}/edit: a post's title, address, excerpt, image and author. */
export function BlogPostEditorScreen() {
  const landingId = useIdParam('id');
  const postId = useIdParam('blogId');
  if (landingId === null) return <NotFoundPage />;
  return <BlogPostScreen key={postId ?? 'new'} landingId={landingId} postId={postId} />;
}

function BlogPostScreen({ landingId, postId }: { landingId: number; postId: number | null }) {
  const post = useBlogPost(landingId, postId);
  return (
    <div className="screen">
      <Link className="screen__back" to={`/agency/websites/${landingId}/blog`}>
        ← Blog
      </Link>
      <header className="screen__header">
        <h1 className="screen__title">{postId === null ? 'New blog post' : post.data ? `Post ${post.data.title}` : 'Blog post'}</h1>
        {postId !== null ? (
          <PermissionGate landingId={landingId} permission="blog.create">
            <Link className="btn" to={`/agency/websites/${landingId}/blog/${postId}/design`}>
              Design this post
            </Link>
          </PermissionGate>
        ) : null}
      </header>
      {postId === null ? (
        <BlogPostForm landingId={landingId} />
      ) : post.isPending ? (
        <Spinner label="Loading the post…" />
      ) : post.error ? (
        <StatusView title="The post could not be loaded" message={post.error.message} actions={<RetryButton onClick={post.refetch} />} />
      ) : (
        <BlogPostForm key={post.data.updated_at} landingId={landingId} post={post.data} />
      )}
    </div>
  );
}

function BlogPostForm({ landingId, post }: { landingId: number; post?: BlogPost }) {
  const [form, setForm] = useState({
    title: post?.title ?? '',
    unique_name: post?.unique_name ?? '',
    description: post?.description ?? '',
    image: post?.image ?? '',
    author: post?.author ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveBlogPostMutation(landingId, post?.id);
  const navigate = useNavigate();
  const set = (field: keyof typeof form) => (value: string) => setForm({ ...form, [field]: value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A new post left without an address gets one from its title.
    const values = post === undefined && form.unique_name.trim() === '' ? { ...form, unique_name: undefined } : form;
    const body = (post === undefined ? createBlogPostBodySchema : updateBlogPostBodySchema).safeParse(values);
    if (!body.success) return setErrors(zodFieldErrors(body.error));
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (saved) => {
        if (post === undefined) navigate(`/agency/websites/${landingId}/blog/${saved.id}/edit`, { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.errors) setErrors(error.errors);
      },
    });
  };

  return (
    <form className="form-stack" onSubmit={onSubmit} noValidate aria-label="Blog post">
      <TextField id="post-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} required />
      <TextField
        id="post-unique-name"
        label="Address"
        value={form.unique_name}
        onValue={set('unique_name')}
        error={errors.unique_name?.[0]}
        maxLength={100}
        hint={post === undefined ? 'The post is at /blog/<address>; left empty, it is made from the title.' : 'The post is at /blog/<address>.'}
      />
      <FormRow id="post-description" label="Excerpt" error={errors.description?.[0]} hint="Shown on the blog index and in search results.">
        <textarea id="post-description" className="input" rows={3} maxLength={1000} value={form.description} onChange={(event) => set('description')(event.target.value)} />
      </FormRow>
      <TextField id="post-image" label="Image URL" value={form.image} onValue={set('image')} error={errors.image?.[0]} maxLength={2048} hint="An http(s) address or an uploaded file's path." />
      <TextField id="post-author" label="Author" value={form.author} onValue={set('author')} error={errors.author?.[0]} maxLength={200} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {post === undefined ? 'Create post' : 'Save post'}
        </button>
      </div>
    </form>
  );
}
