import { createBlogPostBodySchema, updateBlogPostBodySchema, zodFieldErrors, type CreateBlogPostBody, type FieldErrors, type UpdateBlogPostBody } from '@tessera/sdk';
import { useAppAction, useAppScreen } from '@tessera/sdk/dashboard';
import { useState } from 'react';

export interface PostFieldValues {
  title: string;
  description: string;
  image: string;
  author: string;
  /** A post with an address of its own (a website's, a template's); the admin's posts have none. */
  unique_name?: string;
}

export interface PostForm {
  form: PostFieldValues;
  set(field: keyof PostFieldValues): (value: string) => void;
  errors: FieldErrors;
  busy: boolean;
  isNew: boolean;
  /** Checks the fields (their errors shown at once), then sends the body. */
  submit(): void;
}

/**
 * A post's fields being edited (a website's, the admin's or a template's), and their submit: the
 * body checked as the server will (a new post left without an address gets one from its title),
 * then `send`, whose refusal's field errors show on the fields.
 */
export function usePostForm(initial: PostFieldValues, isNew: boolean, send: (body: CreateBlogPostBody | UpdateBlogPostBody) => Promise<unknown>): PostForm {
  const [form, setForm] = useState(initial);
  const [invalid, setInvalid] = useState<FieldErrors | null>(null);
  const save = useAppAction();
  return {
    form,
    set: (field) => (value) => setForm((current) => ({ ...current, [field]: value })),
    errors: invalid ?? save.errors,
    busy: save.busy,
    isNew,
    submit() {
      const values = isNew && form.unique_name?.trim() === '' ? { ...form, unique_name: undefined } : form;
      const body = (isNew ? createBlogPostBodySchema : updateBlogPostBodySchema).safeParse(values);
      if (!body.success) return setInvalid(zodFieldErrors(body.error));
      setInvalid(null);
      void save.run(() => send(body.data));
    },
  };
}

/** A post's title, its address when it has one, excerpt, image and author. */
export function PostFields({ post }: { post: PostForm }) {
  const { TextField, FormRow } = useAppScreen().kit;
  const { form, set, errors, isNew } = post;
  return (
    <>
      <TextField id="post-title" label="Title" value={form.title} onValue={set('title')} error={errors.title?.[0]} maxLength={200} required />
      {form.unique_name === undefined ? null : (
        <TextField
          id="post-unique-name"
          label="Address"
          value={form.unique_name}
          onValue={set('unique_name')}
          error={errors.unique_name?.[0]}
          maxLength={100}
          hint={isNew ? 'The post is at /blog/<address>; left empty, it is made from the title.' : 'The post is at /blog/<address>.'}
        />
      )}
      <FormRow id="post-description" label="Excerpt" error={errors.description?.[0]} hint="Shown in lists of posts and in search results.">
        <textarea id="post-description" className="input" rows={3} maxLength={1000} value={form.description} onChange={(event) => set('description')(event.target.value)} />
      </FormRow>
      <TextField id="post-image" label="Image URL" value={form.image} onValue={set('image')} error={errors.image?.[0]} maxLength={2048} hint="An http(s) address or an uploaded file's path." />
      <TextField id="post-author" label="Author" value={form.author} onValue={set('author')} error={errors.author?.[0]} maxLength={200} />
    </>
  );
}

/** A post's fields as a form of the page, with its Create or Save button. */
export function PostFieldsForm({ post }: { post: PostForm }) {
  return (
    <form
      className="form-stack"
      onSubmit={(event) => {
        event.preventDefault();
        post.submit();
      }}
      noValidate
      aria-label="Blog post"
    >
      <PostFields post={post} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={post.busy} aria-busy={post.busy}>
          {post.isNew ? 'Create post' : 'Save post'}
        </button>
      </div>
    </form>
  );
}
