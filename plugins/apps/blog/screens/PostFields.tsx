import { createBlogPostBodySchema, updateBlogPostBodySchema, type FieldErrors } from '@tessera/sdk';
import { useAppScreen } from '@tessera/sdk/dashboard';

export interface PostFieldValues {
  title: string;
  description: string;
  image: string;
  author: string;
  /** A post with an address of its own (a website's, a template's); the admin's posts have none. */
  unique_name?: string;
}

/** The body of a create (`isNew`) or change call from the fields, or what is wrong with them: a new post left without an address gets one from its title. */
export function postBodyOf(form: PostFieldValues, isNew: boolean) {
  const values = isNew && form.unique_name?.trim() === '' ? { ...form, unique_name: undefined } : form;
  return (isNew ? createBlogPostBodySchema : updateBlogPostBodySchema).safeParse(values);
}

/** A post's title, its address when it has one, excerpt, image and author. */
export function PostFields({ form, errors, set, isNew }: { form: PostFieldValues; errors: FieldErrors; set(field: keyof PostFieldValues): (value: string) => void; isNew: boolean }) {
  const { TextField, FormRow } = useAppScreen().kit;
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
